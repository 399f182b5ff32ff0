import { describe, expect, it } from "vitest";
import { tableDayRange } from "./table-day-range.ts";

describe("tableDayRange", () => {
  it("given a day, spans the day before to the day after (stays that cross midnight either way)", () => {
    expect(tableDayRange("2026-05-14")).toEqual({ from: "2026-05-13", to: "2026-05-15" });
    expect(tableDayRange("2026-01-01")).toEqual({ from: "2025-12-31", to: "2026-01-02" });
  });

  it("given no valid date, answers null", () => {
    expect(tableDayRange("14.05.2026")).toBeNull();
  });
});
