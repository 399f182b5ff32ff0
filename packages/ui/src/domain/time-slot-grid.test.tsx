import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { TimeSlotGrid } from "./time-slot-grid.tsx";

describe("TimeSlotGrid", () => {
  it("given available and booked slots, marks them ✓ Verfügbar and ✗ Ausgebucht", async () => {
    const screen = await render(
      <TimeSlotGrid
        slots={[
          { time: "18:00", available: true },
          { time: "18:30", available: false, status: "Ausgebucht" },
        ]}
      />,
    );
    await expect.element(screen.getByRole("button", { name: "18:00 ✓ Verfügbar" })).toBeVisible();
    await expect
      .element(screen.getByRole("button", { name: "18:30 ✗ Ausgebucht" }))
      .toHaveAttribute("aria-disabled", "true");
  });

  it("given a click on a booked slot, does not select it", async () => {
    const onSelect = vi.fn();
    const screen = await render(
      <TimeSlotGrid slots={[{ time: "18:30", available: false }]} onSelect={onSelect} />,
    );
    await screen.getByRole("button", { name: /18:30/ }).click({ force: true });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("given no slots, says Keine Zeiten verfügbar", async () => {
    const screen = await render(<TimeSlotGrid slots={[]} />);
    await expect.element(screen.getByText("Keine Zeiten verfügbar")).toBeVisible();
  });
});
