import { describe, expect, it } from "vitest";
import { weekdayNameKeys } from "../texts/weekdays.ts";
import { defaultOpeningHours } from "./default-opening-hours.ts";

describe("defaultOpeningHours", () => {
  it("given a new restaurant, opens all seven days from 11:00 to 22:00 without a lunch break", () => {
    const week = defaultOpeningHours();
    expect(Object.keys(week)).toEqual(weekdayNameKeys);
    for (const day of Object.values(week)) {
      expect(day).toEqual({
        isOpen: true,
        openTime: "11:00",
        closeTime: "22:00",
        hasLunchBreak: false,
        lunchBreakStart: "",
        lunchBreakEnd: "",
      });
    }
  });

  it("given two calls, answers independent copies", () => {
    const first = defaultOpeningHours();
    first.monday.isOpen = false;
    expect(defaultOpeningHours().monday.isOpen).toBe(true);
  });
});
