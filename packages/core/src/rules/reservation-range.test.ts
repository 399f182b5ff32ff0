import { describe, expect, it } from "vitest";
import {
  RESERVATION_RANGE_MAX_DAYS,
  rangeTouchesDates,
  reservationRangeProblem,
  slotDaysTouchedBy,
} from "./reservation-range.ts";

describe("reservationRangeProblem", () => {
  it("given neither date, asks for nothing: the whole list", () => {
    expect(reservationRangeProblem(undefined, undefined)).toBeNull();
  });

  it("given only one of the two dates, says the range is incomplete", () => {
    expect(reservationRangeProblem("2026-11-01", undefined)).toBe("incomplete");
    expect(reservationRangeProblem(undefined, "2026-11-30")).toBe("incomplete");
  });

  it("given an end before the start, says it is reversed; one day is fine", () => {
    expect(reservationRangeProblem("2026-11-30", "2026-11-01")).toBe("reversed");
    expect(reservationRangeProblem("2026-11-29", "2026-11-29")).toBeNull();
  });

  it("allows a quarter (92 days) and no more: 1 Oct to 31 Dec is 92 days, to 1 Jan is 93", () => {
    expect(RESERVATION_RANGE_MAX_DAYS).toBe(92);
    expect(reservationRangeProblem("2026-10-01", "2026-12-31")).toBeNull();
    expect(reservationRangeProblem("2026-10-01", "2027-01-01")).toBe("tooLong");
  });
});

describe("rangeTouchesDates", () => {
  it("given a date on either edge or within, touches; before or after, does not", () => {
    const week = { from: "2026-11-23", to: "2026-11-29" };
    expect(rangeTouchesDates(week, ["2026-11-23"])).toBe(true);
    expect(rangeTouchesDates(week, ["2026-11-29"])).toBe(true);
    expect(rangeTouchesDates(week, ["2025-01-01", "2026-11-25"])).toBe(true);
    expect(rangeTouchesDates(week, ["2026-11-22", "2026-11-30"])).toBe(false);
    expect(rangeTouchesDates(week, [])).toBe(false);
  });
});

describe("slotDaysTouchedBy", () => {
  it("given a change on one day, names it and the days either side (windows cross midnight)", () => {
    expect(slotDaysTouchedBy(["2026-05-20"])).toEqual(["2026-05-19", "2026-05-20", "2026-05-21"]);
  });

  it("given a move across a month's end, names each day once, in order; invalid dates name nothing", () => {
    expect(slotDaysTouchedBy(["2026-06-01", "2026-05-31", "kein Datum"])).toEqual([
      "2026-05-30",
      "2026-05-31",
      "2026-06-01",
      "2026-06-02",
    ]);
    expect(slotDaysTouchedBy([])).toEqual([]);
  });
});
