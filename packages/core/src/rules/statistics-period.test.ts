import { describe, expect, it } from "vitest";
import {
  filterReservationsByStatisticsPeriod,
  isInStatisticsPeriod,
  isStatisticsPeriod,
  statisticsPeriodRange,
} from "./statistics-period.ts";

const berlin = "Europe/Berlin";
const now = new Date("2024-06-15T10:00:00Z"); // 12:00 in Berlin

describe("statisticsPeriodRange (required: today from midnight, 7, 30, 90 days, 1 year, all)", () => {
  it("given 'today', runs from midnight in Berlin to the end of the day", () => {
    const range = statisticsPeriodRange("today", now, berlin);
    expect(range.start?.toISOString()).toBe("2024-06-14T22:00:00.000Z");
    expect(range.end?.toISOString()).toBe("2024-06-15T21:59:59.999Z");
  });
  it("given '7days', starts at midnight 7 days ago", () => {
    expect(statisticsPeriodRange("7days", now, berlin).start?.toISOString()).toBe("2024-06-07T22:00:00.000Z");
  });
  it("given '90days' across the spring daylight-saving change, starts at local midnight in winter time", () => {
    // 90 days before 15 June is 17 March (CET, UTC+1).
    expect(statisticsPeriodRange("90days", now, berlin).start?.toISOString()).toBe(
      "2024-03-16T23:00:00.000Z",
    );
  });
  it("given '1year', starts at midnight one calendar year ago", () => {
    expect(statisticsPeriodRange("1year", now, berlin).start?.toISOString()).toBe("2023-06-14T22:00:00.000Z");
  });
  it("given 'all', is unbounded", () => {
    expect(statisticsPeriodRange("all", now, berlin)).toEqual({ start: null, end: null });
  });
  it("knows its period keys", () => {
    expect(isStatisticsPeriod("30days")).toBe(true);
    expect(isStatisticsPeriod("week")).toBe(false);
  });
});

describe("isInStatisticsPeriod", () => {
  const range = statisticsPeriodRange("today", now, berlin);
  it("includes both bounds and excludes just outside them", () => {
    expect(isInStatisticsPeriod(new Date("2024-06-14T22:00:00.000Z"), range)).toBe(true);
    expect(isInStatisticsPeriod(new Date("2024-06-14T21:59:59.999Z"), range)).toBe(false);
    expect(isInStatisticsPeriod(new Date("2024-06-15T21:59:59.999Z"), range)).toBe(true);
    expect(isInStatisticsPeriod(new Date("2024-06-15T22:00:00.000Z"), range)).toBe(false);
  });
  it("given an invalid or missing instant, excludes it", () => {
    expect(isInStatisticsPeriod(new Date(Number.NaN), range)).toBe(false);
    expect(isInStatisticsPeriod(null, { start: null, end: null })).toBe(false);
  });
});

describe("filterReservationsByStatisticsPeriod", () => {
  const early = { reservationDate: "2024-06-15", timeSlot: "00:00" };
  const yesterdayLate = { reservationDate: "2024-06-14", timeSlot: "23:59" };
  const tomorrow = { reservationDate: "2024-06-16", timeSlot: "12:00" };
  const broken = { reservationDate: "kaputt" };
  it("given 'today', keeps today's reservations, even later today, and no others", () => {
    const range = statisticsPeriodRange("today", now, berlin);
    expect(
      filterReservationsByStatisticsPeriod([early, yesterdayLate, tomorrow, broken], range, berlin),
    ).toEqual([early]);
  });
  it("given 'all', keeps every reservation", () => {
    const range = statisticsPeriodRange("all", now, berlin);
    expect(filterReservationsByStatisticsPeriod([early, tomorrow, broken], range, berlin)).toHaveLength(3);
  });
});
