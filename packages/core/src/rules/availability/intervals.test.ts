import { describe, expect, it } from "vitest";
import { reservationInterval, wallTimeToInstant } from "./intervals.ts";

const iso = (ms: number | null | undefined) => (ms == null ? ms : new Date(ms).toISOString());

describe("wallTimeToInstant", () => {
  it("given a summer date in Berlin, applies UTC+2", () => {
    expect(iso(wallTimeToInstant("2026-06-10", 19 * 60, "Europe/Berlin"))).toBe("2026-06-10T17:00:00.000Z");
  });

  it("given minutes past 24:00, continues on the next calendar day", () => {
    expect(iso(wallTimeToInstant("2026-12-31", 25 * 60, "Europe/Berlin"))).toBe("2027-01-01T00:00:00.000Z");
  });

  it("given 02:30 on the spring-forward day, is null when strict and 03:30 summer time otherwise", () => {
    expect(wallTimeToInstant("2026-03-29", 150, "Europe/Berlin", true)).toBeNull();
    expect(iso(wallTimeToInstant("2026-03-29", 150, "Europe/Berlin"))).toBe("2026-03-29T01:30:00.000Z");
  });

  it("given 02:30 on the fall-back day, takes the second occurrence, also when strict", () => {
    expect(iso(wallTimeToInstant("2026-10-25", 150, "Europe/Berlin", true))).toBe("2026-10-25T01:30:00.000Z");
  });

  it("given another time zone, uses its rules", () => {
    expect(iso(wallTimeToInstant("2026-06-10", 19 * 60, "America/New_York"))).toBe(
      "2026-06-10T23:00:00.000Z",
    );
  });

  it("given an unknown time zone, throws a RangeError", () => {
    expect(() => wallTimeToInstant("2026-06-10", 0, "Mars/Olympus")).toThrow(RangeError);
  });
});

describe("reservationInterval", () => {
  it("given a local date, time and duration, returns the absolute half-open interval", () => {
    const interval = reservationInterval({ reservationDate: "2026-06-10", timeSlot: "19:00", duration: 90 });
    expect(iso(interval?.start)).toBe("2026-06-10T17:00:00.000Z");
    expect(iso(interval?.end)).toBe("2026-06-10T18:30:00.000Z");
  });

  it("given no duration, uses the default", () => {
    const interval = reservationInterval(
      { reservationDate: "2026-06-10", timeSlot: "19:00" },
      "Europe/Berlin",
      150,
    );
    expect(iso(interval?.end)).toBe("2026-06-10T19:30:00.000Z");
  });

  it("given stored absolute instants, uses them as they are", () => {
    const stored = { startsAt: "2026-06-10T17:00:00.000Z", endsAt: new Date("2026-06-10T18:00:00.000Z") };
    const interval = reservationInterval({ reservationDate: "2026-06-10", timeSlot: "12:00", ...stored });
    expect(iso(interval?.start)).toBe(stored.startsAt);
  });

  it("given a malformed time, returns null", () => {
    expect(reservationInterval({ reservationDate: "2026-06-10", timeSlot: "7 Uhr" })).toBeNull();
  });
});
