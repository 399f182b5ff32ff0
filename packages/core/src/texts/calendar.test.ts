import { describe, expect, it } from "vitest";
import { calendarDayAriaLabel, dayModalReservationsTab, moreReservations } from "./calendar.ts";

describe("calendar texts", () => {
  it("given 3 more reservations than the 4 shown, shows '... und 3 weitere'", () => {
    expect(moreReservations(3)).toBe("... und 3 weitere");
  });
  it("given 1 more reservation, shows '... und 1 weitere'", () => {
    expect(moreReservations(1)).toBe("... und 1 weitere");
  });
  it("given 7 reservations, the day modal's tab reads 'Reservierungen (7)'", () => {
    expect(dayModalReservationsTab(7)).toBe("Reservierungen (7)");
  });
  it("given 0 reservations, the tab reads 'Reservierungen (0)'", () => {
    expect(dayModalReservationsTab(0)).toBe("Reservierungen (0)");
  });
  it("given an open day, names the count; given a closed day, says geschlossen", () => {
    expect(calendarDayAriaLabel("Donnerstag, 24.12.2026", 1, false)).toBe(
      "Donnerstag, 24.12.2026: 1 Reservierung",
    );
    expect(calendarDayAriaLabel("Donnerstag, 24.12.2026", 3, false)).toBe(
      "Donnerstag, 24.12.2026: 3 Reservierungen",
    );
    expect(calendarDayAriaLabel("Montag, 28.12.2026", 0, true)).toBe("Montag, 28.12.2026: geschlossen");
  });
});
