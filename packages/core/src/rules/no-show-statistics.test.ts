import { describe, expect, it } from "vitest";
import { noShowStatistics } from "./no-show-statistics.ts";

const r = (reservationDate: string, status: string) => ({ reservationDate, timeSlot: "19:00", status });

describe("noShowStatistics (the no-show rate per month)", () => {
  it("given 1 no-show among 4 expected in May and 1 of 2 in June, gives 25 % and 50 %, 33.3 % in total", () => {
    const result = noShowStatistics([
      r("2026-06-02", "no_show"),
      r("2026-05-01", "confirmed"),
      r("2026-05-02", "confirmed"),
      r("2026-05-03", "no_show"),
      r("2026-05-04", "confirmed"),
      r("2026-05-05", "cancelled"),
      r("2026-05-06", "pending"),
      r("2026-06-01", "confirmed"),
    ]);
    expect(result).toEqual({
      expected: 6,
      noShows: 2,
      rate: 33.3,
      byMonth: [
        { month: "2026-05", expected: 4, noShows: 1, rate: 25 },
        { month: "2026-06", expected: 2, noShows: 1, rate: 50 },
      ],
    });
  });
  it("given guests who arrived, sat down or left, expects them like confirmed ones", () => {
    const result = noShowStatistics([
      r("2026-05-01", "arrived"),
      r("2026-05-02", "seated"),
      r("2026-05-03", "completed"),
      r("2026-05-04", "no_show"),
    ]);
    expect(result.expected).toBe(4);
    expect(result.rate).toBe(25);
  });
  it("given no expected reservations, gives a rate of 0 and no months", () => {
    expect(noShowStatistics([r("2026-05-05", "cancelled")])).toEqual({
      expected: 0,
      noShows: 0,
      rate: 0,
      byMonth: [],
    });
  });
});
