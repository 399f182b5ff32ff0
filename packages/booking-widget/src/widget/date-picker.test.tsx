import { describe, expect, it, vi } from "vitest";
import { renderWidget } from "../test/render.tsx";
import { germanStart } from "../texts/de.ts";
import { DatePicker } from "./date-picker.tsx";
import { startTexts } from "./texts.ts";

const t = startTexts("de", germanStart);

function renderPicker(value: string) {
  const onChange = vi.fn();
  const screen = renderWidget(
    <DatePicker
      t={t}
      value={value}
      first="2026-07-02"
      last="2026-09-30"
      isClosed={() => false}
      onChange={onChange}
    />,
  );
  return { screen, onChange };
}

const focusedDate = () => (document.activeElement as HTMLElement | null)?.dataset.date ?? "";
/** A render is due in a microtask (Preact) or done at once (React); effects run later (Preact: after paint). */
const settleRender = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};
const press = (key: string) =>
  document.activeElement?.dispatchEvent(
    new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }),
  );

describe("DatePicker", () => {
  it("given arrow keys, moves the focus by day and week, into the next month as well", async () => {
    const { screen } = renderPicker("2026-07-29");
    const day = screen.getByRole("button", { name: /^Mittwoch, 29\. Juli 2026/ });
    await day.click();
    await expect.poll(focusedDate).toBe("2026-07-29");
    press("ArrowDown");
    await expect.poll(focusedDate).toBe("2026-08-05");
    await expect.element(screen.getByText("August 2026")).toBeVisible();
    press("ArrowLeft");
    await expect.poll(focusedDate).toBe("2026-08-04");
  });

  it("given a second key before the first move's focus was set, the focus follows into the next month", async () => {
    const { screen } = renderPicker("2026-07-30");
    await screen.getByRole("button", { name: /^Donnerstag, 30\. Juli 2026/ }).click();
    await expect.poll(focusedDate).toBe("2026-07-30");
    // The guest presses twice in quick succession: the second key comes after the first move was rendered
    // but before its focus effect ran (Preact runs effects after paint, and a pending one before the
    // next render); the second move changes the month, which removes the focused button.
    press("ArrowRight");
    await settleRender();
    press("ArrowRight");
    await expect.poll(focusedDate).toBe("2026-08-01");
    await expect.element(screen.getByText("August 2026")).toBeVisible();
  });
});
