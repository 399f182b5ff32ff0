import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { OpeningHoursRow } from "./opening-hours-row.tsx";

describe("OpeningHoursRow", () => {
  it("given a closed day, shows Geschlossen and no times", async () => {
    const screen = await render(
      <OpeningHoursRow day="sunday" value={{ isOpen: false }} onChange={() => {}} />,
    );
    await expect.element(screen.getByRole("group", { name: "Sonntag" })).toBeVisible();
    await expect.element(screen.getByRole("switch", { name: "Geschlossen" })).not.toBeChecked();
    await expect.element(screen.getByLabelText("Öffnet")).not.toBeInTheDocument();
  });

  it("given an open day, shows its times in 24 hours in a text field, not the browser's time input (AM/PM in English)", async () => {
    const onChange = vi.fn();
    const value = { isOpen: true, openTime: "09:00", closeTime: "22:00" };
    const screen = await render(<OpeningHoursRow day="monday" value={value} onChange={onChange} />);
    const close = screen.getByRole("textbox", { name: "Schließt" });
    await expect.element(close).toHaveValue("22:00");
    expect(screen.container.querySelector('input[type="time"]')).toBeNull();
    await close.fill("23:30");
    expect(onChange).toHaveBeenLastCalledWith({ ...value, closeTime: "23:30" });
  });

  it("given the lunch-break toggle, reports the whole day with the break on", async () => {
    const onChange = vi.fn();
    const value = { isOpen: true, openTime: "09:00", closeTime: "22:00", hasLunchBreak: false };
    const screen = await render(<OpeningHoursRow day="monday" value={value} onChange={onChange} />);
    await screen.getByRole("switch", { name: "Mittagspause" }).click();
    expect(onChange).toHaveBeenCalledWith({ ...value, hasLunchBreak: true });
  });
});
