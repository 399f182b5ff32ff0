import { DEFAULT_STAY_DURATIONS } from "@tischservice/core";
import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { StayDurationsEditor } from "./stay-durations-editor.tsx";

const maxGuests = (row: number) =>
  page.getByRole("spinbutton", { name: `Zeile ${row}: bis wie viele Gäste` });
const minutes = (row: number) => page.getByRole("spinbutton", { name: `Zeile ${row}: Minuten` });
const lastMinutes = () => page.getByRole("spinbutton", { name: "Mehr Gäste: Minuten" });

describe("StayDurationsEditor (stay length by party size)", () => {
  it("given the defaults, shows 'bis 2 Gäste: 90', 'bis 4: 120', 'bis 8: 150' and 'mehr Gäste: 180' Minuten", async () => {
    await render(<StayDurationsEditor value={DEFAULT_STAY_DURATIONS} onChange={vi.fn()} />);
    await expect.element(maxGuests(1)).toHaveValue(2);
    await expect.element(minutes(1)).toHaveValue(90);
    await expect.element(maxGuests(2)).toHaveValue(4);
    await expect.element(minutes(2)).toHaveValue(120);
    await expect.element(maxGuests(3)).toHaveValue(8);
    await expect.element(minutes(3)).toHaveValue(150);
    await expect.element(page.getByText("mehr Gäste:")).toBeVisible();
    await expect.element(lastMinutes()).toHaveValue(180);
  });

  it("given a changed minute, passes the whole valid list on", async () => {
    const onChange = vi.fn();
    await render(<StayDurationsEditor value={DEFAULT_STAY_DURATIONS} onChange={onChange} />);
    await minutes(3).fill("165");
    expect(onChange).toHaveBeenLastCalledWith([
      { maxGuests: 2, minutes: 90 },
      { maxGuests: 4, minutes: 120 },
      { maxGuests: 8, minutes: 165 },
      { minutes: 180 },
    ]);
  });

  it("given guest limits that do not grow, says why at the row and passes nothing on", async () => {
    const onChange = vi.fn();
    await render(<StayDurationsEditor value={DEFAULT_STAY_DURATIONS} onChange={onChange} />);
    await maxGuests(2).fill("2");
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Jede Zeile braucht mehr Gäste als die Zeile davor.");
    await expect.element(maxGuests(2)).toHaveAttribute("aria-invalid", "true");
    await expect.element(maxGuests(1)).not.toHaveAttribute("aria-invalid");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("given minutes out of bounds, names the bounds", async () => {
    const onChange = vi.fn();
    await render(<StayDurationsEditor value={DEFAULT_STAY_DURATIONS} onChange={onChange} />);
    await lastMinutes().fill("20");
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Bitte geben Sie die Aufenthaltsdauer in ganzen Minuten zwischen 30 und 360 an.");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("given a row added and another removed, passes each valid list on", async () => {
    const onChange = vi.fn();
    await render(<StayDurationsEditor value={DEFAULT_STAY_DURATIONS} onChange={onChange} />);
    await page.getByRole("button", { name: "Zeile hinzufügen" }).click();
    expect(onChange).toHaveBeenLastCalledWith([
      { maxGuests: 2, minutes: 90 },
      { maxGuests: 4, minutes: 120 },
      { maxGuests: 8, minutes: 150 },
      { maxGuests: 10, minutes: 150 },
      { minutes: 180 },
    ]);
    await page.getByRole("button", { name: "Zeile 2 entfernen" }).click();
    expect(onChange).toHaveBeenLastCalledWith([
      { maxGuests: 2, minutes: 90 },
      { maxGuests: 8, minutes: 150 },
      { maxGuests: 10, minutes: 150 },
      { minutes: 180 },
    ]);
  });

  it("given disabled, nothing can be edited", async () => {
    await render(<StayDurationsEditor value={DEFAULT_STAY_DURATIONS} onChange={vi.fn()} disabled />);
    await expect.element(minutes(1)).toBeDisabled();
    await expect.element(lastMinutes()).toBeDisabled();
    await expect.element(page.getByRole("button", { name: "Zeile hinzufügen" })).toBeDisabled();
    await expect.element(page.getByRole("button", { name: "Zeile 1 entfernen" })).toBeDisabled();
  });

  it("given the list still loading, says so and shows no inputs", async () => {
    await render(<StayDurationsEditor value={undefined} onChange={vi.fn()} />);
    await expect.element(page.getByText("Aufenthaltsdauer wird geladen …")).toBeInTheDocument();
    expect(page.getByRole("spinbutton").elements()).toHaveLength(0);
  });

  it("given a new list from outside (another tab saved), shows it", async () => {
    const view = await render(<StayDurationsEditor value={DEFAULT_STAY_DURATIONS} onChange={vi.fn()} />);
    await view.rerender(<StayDurationsEditor value={[{ minutes: 150 }]} onChange={vi.fn()} />);
    await expect.element(lastMinutes()).toHaveValue(150);
    expect(page.getByRole("spinbutton").elements()).toHaveLength(1);
  });
});
