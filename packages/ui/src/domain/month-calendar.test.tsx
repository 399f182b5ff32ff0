import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { MonthCalendar } from "./month-calendar.tsx";

const now = new Date("2025-05-14T10:00:00Z");

describe("MonthCalendar", () => {
  it("given a month, shows 42 days Sunday first with the weekday headers", async () => {
    const screen = await render(<MonthCalendar year={2025} month={5} now={now} />);
    const days = screen.container.querySelectorAll("button[data-date]");
    expect(days).toHaveLength(42);
    expect(days[0]?.getAttribute("data-date")).toBe("2025-04-27");
    expect(screen.container.textContent).toContain("SoMoDiMiDoFrSa");
  });

  it("given cancelled reservations, leaves them out of the count", async () => {
    const screen = await render(
      <MonthCalendar
        year={2025}
        month={5}
        now={now}
        reservations={[
          { reservationDate: "2025-05-20", status: "cancelled" },
          { reservationDate: "2025-05-20", status: "canceled" },
          { reservationDate: "2025-05-20", status: "pending" },
        ]}
      />,
    );
    await expect
      .element(screen.getByRole("button", { name: "Dienstag, 20. Mai 2025: 1 Reservierung" }))
      .toBeVisible();
  });

  it("given PageDown on a day, moves to the next month", async () => {
    const onMonthChange = vi.fn();
    const screen = await render(
      <MonthCalendar year={2025} month={12} now={now} onMonthChange={onMonthChange} />,
    );
    await screen.getByRole("button", { name: /Montag, 1. Dezember 2025/ }).click();
    await userEvent.keyboard("{PageDown}");
    expect(onMonthChange).toHaveBeenCalledWith({ year: 2026, month: 1 });
  });

  it("given a closed weekday, marks its days closed", async () => {
    const screen = await render(
      <MonthCalendar year={2025} month={5} now={now} openingHours={{ monday: { isOpen: false } }} />,
    );
    await expect
      .element(screen.getByRole("button", { name: "Montag, 12. Mai 2025: geschlossen" }))
      .toHaveAttribute("data-closed", "true");
  });
});
