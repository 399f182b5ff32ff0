import { describe, expect, it } from "vitest";
import { calendarWeekRange, monthGridRange } from "./calendar-range.ts";
import { buildMonthGrid } from "./month-grid.ts";

const now = new Date("2026-05-14T10:00:00Z");

describe("monthGridRange (dashboard.md 2.2: 'Month view: a 42-cell grid', 'Sunday first')", () => {
  it("given May 2026, spans the 42 days drawn: Sunday 26 April to Saturday 6 June", () => {
    expect(monthGridRange(2026, 5)).toEqual({ from: "2026-04-26", to: "2026-06-06" });
  });

  it("given a month starting on a Sunday, starts on the 1st (February 2026)", () => {
    expect(monthGridRange(2026, 2)).toEqual({ from: "2026-02-01", to: "2026-03-14" });
  });

  it("covers exactly the days buildMonthGrid draws, across year ends and daylight-saving changes", () => {
    for (const [year, month] of [
      [2026, 1],
      [2026, 3],
      [2026, 10],
      [2026, 12],
      [2028, 2],
    ] as const) {
      const cells = buildMonthGrid({ year, month, reservations: [], now });
      expect(monthGridRange(year, month)).toEqual({ from: cells[0]?.date, to: cells.at(-1)?.date });
    }
  });

  it("given a month outside 1..12 or a broken year, answers null (as the grid draws nothing)", () => {
    expect(monthGridRange(2026, 0)).toBeNull();
    expect(monthGridRange(2026, 13)).toBeNull();
    expect(monthGridRange(2026.5, 5)).toBeNull();
    expect(monthGridRange(99, 5)).toBeNull();
  });
});

describe("calendarWeekRange (the day view's week overview, Sunday first)", () => {
  it("given a Thursday, spans its Sunday to its Saturday", () => {
    expect(calendarWeekRange("2026-05-14")).toEqual({ from: "2026-05-10", to: "2026-05-16" });
  });

  it("given a Sunday or a Saturday, the week starts or ends on that day", () => {
    expect(calendarWeekRange("2026-05-10")).toEqual({ from: "2026-05-10", to: "2026-05-16" });
    expect(calendarWeekRange("2026-05-16")).toEqual({ from: "2026-05-10", to: "2026-05-16" });
  });

  it("given a week across the year end, crosses it; given no date, answers null", () => {
    expect(calendarWeekRange("2027-01-01")).toEqual({ from: "2026-12-27", to: "2027-01-02" });
    expect(calendarWeekRange("2026-02-30")).toBeNull();
  });
});
