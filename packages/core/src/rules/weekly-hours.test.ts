import { describe, expect, it } from "vitest";
import { weekdayNameKeys } from "../texts/weekdays.ts";
import { hasOpeningHours, weeklyHours } from "./weekly-hours.ts";

describe("weeklyHours", () => {
  it("given Monday with a lunch break and Tuesday closed, lists Monday to Sunday with their periods", () => {
    const week = weeklyHours({
      monday: {
        isOpen: true,
        openTime: "11:00",
        closeTime: "22:00",
        hasLunchBreak: true,
        lunchBreakStart: "14:30",
        lunchBreakEnd: "17:30",
      },
      tuesday: { isOpen: false, openTime: "11:00", closeTime: "22:00" },
      friday: { isOpen: true, openTime: "18:00", closeTime: "02:00" },
    });
    expect(week.map((entry) => entry.day)).toEqual(weekdayNameKeys);
    expect(week[0]?.periods).toEqual([
      { start: "11:00", end: "14:30" },
      { start: "17:30", end: "22:00" },
    ]);
    expect(week[1]?.periods).toEqual([]);
    expect(week[4]?.periods).toEqual([{ start: "18:00", end: "02:00" }]);
  });
});

describe("hasOpeningHours", () => {
  it("given no weekday at all, is false; given one, is true", () => {
    expect(hasOpeningHours(null)).toBe(false);
    expect(hasOpeningHours({})).toBe(false);
    expect(hasOpeningHours({ sunday: { isOpen: false } })).toBe(true);
  });
});
