import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { PacingStrip } from "./pacing-strip.tsx";

const pacing = { windowMinutes: 15 as const, maxGuests: 12, maxBookings: null };

describe("PacingStrip (calendar day view)", () => {
  it("given 10 guests at 19:00 and 14 at 20:00, shows „19:00 · 10/12 Gäste“ and „20:00 · 14/12 Gäste“", async () => {
    await render(
      <PacingStrip
        pacing={pacing}
        reservations={[
          { timeSlot: "19:00", numberOfGuests: 6, status: "confirmed" },
          { timeSlot: "19:10", numberOfGuests: 4, status: "pending" },
          { timeSlot: "19:00", numberOfGuests: 8, status: "cancelled" },
          { timeSlot: "20:00", numberOfGuests: 14, status: "confirmed" },
        ]}
      />,
    );
    const list = page.getByRole("list", { name: "Ankünfte pro Zeitfenster" });
    await expect.element(list.getByText("19:00 · 10/12 Gäste")).toBeVisible();
    await expect.element(list.getByText("20:00 · 14/12 Gäste")).toBeVisible();
  });

  it("given no pacing, shows nothing", async () => {
    const { container } = await render(
      <PacingStrip pacing={null} reservations={[{ timeSlot: "19:00", numberOfGuests: 6 }]} />,
    );
    expect(container.textContent).toBe("");
  });
});
