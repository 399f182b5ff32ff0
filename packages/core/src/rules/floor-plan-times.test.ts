import { describe, expect, it } from "vitest";
import { weekdayNameKeys } from "../texts/weekdays.ts";
import { floorPlanTimes } from "./floor-plan-times.ts";

const berlin = "Europe/Berlin";
// Tuesday 12 May 2026.
const date = "2026-05-12";
const hours = (open: string, close: string, lunch?: { start: string; end: string }) => {
  const day = {
    isOpen: true,
    openTime: open,
    closeTime: close,
    ...(lunch ? { hasLunchBreak: true, lunchBreakStart: lunch.start, lunchBreakEnd: lunch.end } : {}),
  };
  return Object.fromEntries(weekdayNameKeys.map((key) => [key, day]));
};

describe("floorPlanTimes", () => {
  it("given 17:00-22:00 and 18:40 now, offers the half hours still to come until closing", () => {
    const now = new Date("2026-05-12T16:40:00Z");
    expect(floorPlanTimes({ date, now, openingHours: hours("17:00", "22:00"), timeZone: berlin })).toEqual([
      "19:00",
      "19:30",
      "20:00",
      "20:30",
      "21:00",
      "21:30",
    ]);
  });
  it("given a lunch break, leaves it out", () => {
    const now = new Date("2026-05-12T08:00:00Z");
    const times = floorPlanTimes({
      date,
      now,
      openingHours: hours("11:00", "16:00", { start: "14:00", end: "15:00" }),
      timeZone: berlin,
    });
    expect(times).toEqual(["11:00", "11:30", "12:00", "12:30", "13:00", "13:30", "15:00", "15:30"]);
  });
  it("given hours past midnight, stops at the end of the calendar day", () => {
    const now = new Date("2026-05-12T20:10:00Z");
    expect(floorPlanTimes({ date, now, openingHours: hours("18:00", "02:00"), timeZone: berlin })).toEqual([
      "22:30",
      "23:00",
      "23:30",
    ]);
  });
  it("given a time exactly now, leaves it out (that is 'Jetzt')", () => {
    const now = new Date("2026-05-12T19:30:00Z");
    expect(floorPlanTimes({ date, now, openingHours: hours("17:00", "22:00"), timeZone: berlin })).toEqual(
      [],
    );
  });
  it("given a closed day by special hours, offers nothing", () => {
    const now = new Date("2026-05-12T08:00:00Z");
    const closed = [{ startDate: date, endDate: date, isClosed: true }];
    const open = hours("11:00", "22:00");
    expect(floorPlanTimes({ date, now, openingHours: open, timeZone: berlin })).toHaveLength(22);
    expect(floorPlanTimes({ date, now, openingHours: open, specialHours: closed, timeZone: berlin })).toEqual(
      [],
    );
  });
});
