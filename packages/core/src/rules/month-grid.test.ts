import { describe, expect, it } from "vitest";
import {
  buildMonthGrid,
  calendarCountLabel,
  calendarDayReservations,
  countCalendarReservationsByDate,
  dayCellPreview,
  shiftCalendarMonth,
} from "./month-grid.ts";

const now = new Date("2024-06-15T10:00:00Z");
const week = { monday: { isOpen: true, openTime: "11:00", closeTime: "22:00" } };

describe("buildMonthGrid (required: 42 cells, Sunday first)", () => {
  const cells = buildMonthGrid({ year: 2024, month: 6, reservations: [], now });
  it("returns 42 cells starting on the Sunday on or before the 1st", () => {
    // 1 June 2024 is a Saturday, so the grid starts on Sunday 26 May.
    expect(cells).toHaveLength(42);
    expect(cells[0]?.date).toBe("2024-05-26");
    expect(cells[41]?.date).toBe("2024-07-06");
  });
  it("marks days of the month and today", () => {
    expect(cells.filter((c) => c.inMonth)).toHaveLength(30);
    expect(cells.filter((c) => c.isToday).map((c) => c.date)).toEqual(["2024-06-15"]);
  });
  it("given a month starting on a Sunday, starts on the 1st", () => {
    expect(buildMonthGrid({ year: 2024, month: 9, reservations: [], now })[0]?.date).toBe("2024-09-01");
  });
  it("given a grid crossing the autumn daylight-saving change, keeps one cell per calendar day", () => {
    const october = buildMonthGrid({ year: 2024, month: 10, reservations: [], now });
    expect(october.map((c) => c.date)).toContain("2024-10-27");
    expect(new Set(october.map((c) => c.date)).size).toBe(42);
  });
  it("given just after midnight in Berlin, today is already the next day", () => {
    const late = buildMonthGrid({
      year: 2024,
      month: 6,
      reservations: [],
      now: new Date("2024-06-15T22:30:00Z"),
    });
    expect(late.find((c) => c.isToday)?.date).toBe("2024-06-16");
  });
  it("counts reservations per day without cancelled or canceled ones", () => {
    const grid = buildMonthGrid({
      year: 2024,
      month: 6,
      now,
      reservations: [
        { reservationDate: "2024-06-03", status: "confirmed" },
        { date: "2024-06-03", status: "pending" },
        { reservationDate: "2024-06-03", status: "cancelled" },
        { reservationDate: "2024-06-03", status: "canceled" },
      ],
    });
    const june3 = grid.find((c) => c.date === "2024-06-03");
    expect(june3).toMatchObject({ count: 2, countLabel: "2" });
  });
  it("marks closed days from the opening and special hours", () => {
    const grid = buildMonthGrid({
      year: 2024,
      month: 6,
      now,
      reservations: [],
      openingHours: week,
      specialHours: [{ startDate: "2024-06-10", endDate: "2024-06-10", isClosed: true }],
    });
    expect(grid.find((c) => c.date === "2024-06-03")?.isClosed).toBe(false);
    expect(grid.find((c) => c.date === "2024-06-04")?.isClosed).toBe(true);
    expect(grid.find((c) => c.date === "2024-06-10")?.isClosed).toBe(true);
  });
  it("given an invalid month, returns no cells", () => {
    expect(buildMonthGrid({ year: 2024, month: 13, reservations: [], now })).toEqual([]);
    expect(buildMonthGrid({ year: 2024.5, month: 1, reservations: [], now })).toEqual([]);
  });
});

describe("calendarCountLabel (required: capped at '99+')", () => {
  it("shows 99 as 99 and 100 as 99+", () => {
    expect(calendarCountLabel(99)).toBe("99");
    expect(calendarCountLabel(100)).toBe("99+");
    expect(calendarCountLabel(0)).toBe("0");
  });
});

describe("countCalendarReservationsByDate", () => {
  it("skips invalid dates", () => {
    expect(countCalendarReservationsByDate([{ reservationDate: "nie", status: "confirmed" }]).size).toBe(0);
  });
});

describe("calendarDayReservations", () => {
  it("keeps the day's non-cancelled reservations sorted by time, missing times first", () => {
    const late = { reservationDate: "2024-06-03", timeSlot: "20:00", status: "confirmed" };
    const early = { reservationDate: "2024-06-03", timeSlot: "9:30", status: "pending" };
    const untimed = { reservationDate: "2024-06-03", status: "confirmed" };
    const gone = { reservationDate: "2024-06-03", timeSlot: "12:00", status: "cancelled" };
    const other = { reservationDate: "2024-06-04", timeSlot: "12:00", status: "confirmed" };
    expect(calendarDayReservations([late, early, untimed, gone, other], "2024-06-03")).toEqual([
      untimed,
      early,
      late,
    ]);
  });
});

describe("dayCellPreview (required: at most 4, then '... und N weitere')", () => {
  it("given 6 reservations, shows 4 and 2 more", () => {
    expect(dayCellPreview([1, 2, 3, 4, 5, 6])).toEqual({ visible: [1, 2, 3, 4], moreCount: 2 });
  });
  it("given exactly 4, shows all and none more", () => {
    expect(dayCellPreview([1, 2, 3, 4])).toEqual({ visible: [1, 2, 3, 4], moreCount: 0 });
  });
  it("given none, shows nothing", () => {
    expect(dayCellPreview([])).toEqual({ visible: [], moreCount: 0 });
  });
});

describe("shiftCalendarMonth", () => {
  it("moves across year ends both ways", () => {
    expect(shiftCalendarMonth(2024, 12, 1)).toEqual({ year: 2025, month: 1 });
    expect(shiftCalendarMonth(2024, 1, -1)).toEqual({ year: 2023, month: 12 });
  });
});
