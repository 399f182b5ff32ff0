import { describe, expect, it } from "vitest";
import { upcomingReservationsCount } from "./home.ts";

describe("upcomingReservationsCount", () => {
  it("given 1, uses the singular", () => {
    expect(upcomingReservationsCount(1)).toBe("1 anstehende Reservierung");
  });
  it("given 5, uses the plural", () => {
    expect(upcomingReservationsCount(5)).toBe("5 anstehende Reservierungen");
  });
});
