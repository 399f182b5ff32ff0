import { describe, expect, it } from "vitest";
import { ADMIN_ANALYTICS_WEEKS, weeklyCountSeries, weekStartOf } from "./weekly-counts.ts";

describe("weekStartOf", () => {
  it("given a Sunday, answers the Monday before (ISO weeks)", () => {
    expect(weekStartOf("2026-11-22")).toBe("2026-11-16");
  });
  it("given a Monday, answers the same day", () => {
    expect(weekStartOf("2026-11-16")).toBe("2026-11-16");
  });
  it("given a week across the new year, answers the Monday of the old year", () => {
    expect(weekStartOf("2027-01-01")).toBe("2026-12-28");
  });
});

describe("weeklyCountSeries", () => {
  it("given no rows, answers eight zero weeks ending with the current one", () => {
    const series = weeklyCountSeries([], "2026-11-22");
    expect(series).toHaveLength(ADMIN_ANALYTICS_WEEKS);
    expect(series[0]).toEqual({ weekStart: "2026-09-28", count: 0 });
    expect(series.at(-1)).toEqual({ weekStart: "2026-11-16", count: 0 });
  });
  it("given counts, places them in their weeks and ignores rows outside the range", () => {
    const series = weeklyCountSeries(
      [
        { weekStart: "2026-11-16", count: 3 },
        { weekStart: "2026-11-09", count: 2 },
        { weekStart: "2026-01-05", count: 9 },
      ],
      "2026-11-18",
      3,
    );
    expect(series).toEqual([
      { weekStart: "2026-11-02", count: 0 },
      { weekStart: "2026-11-09", count: 2 },
      { weekStart: "2026-11-16", count: 3 },
    ]);
  });
});
