import { describe, expect, it } from "vitest";
import { validationTexts } from "../texts/validation.ts";
import { weekdayNameKeys } from "../texts/weekdays.ts";
import { editableWeek, openAllDays, openDay, openingHoursProblem } from "./opening-hours-edit.ts";

const closed = {
  isOpen: false,
  openTime: "",
  closeTime: "",
  hasLunchBreak: false,
  lunchBreakStart: "",
  lunchBreakEnd: "",
};

describe("editableWeek", () => {
  it("given a week with absent days, reads them as closed with empty times", () => {
    const week = editableWeek({ tuesday: { isOpen: true, openTime: "11:00", closeTime: "22:00" } });
    expect(week.monday).toEqual(closed);
    expect(week.tuesday).toEqual({ ...closed, isOpen: true, openTime: "11:00", closeTime: "22:00" });
    expect(Object.keys(week)).toEqual(weekdayNameKeys);
  });
});

describe("openAllDays (every day open, empty times 09:00-22:00)", () => {
  it("given closed days without times, opens them 09:00 to 22:00", () => {
    const week = openAllDays({ monday: { isOpen: false } });
    expect(week.monday).toEqual({ ...closed, isOpen: true, openTime: "09:00", closeTime: "22:00" });
    expect(week.sunday).toMatchObject({ isOpen: true, openTime: "09:00", closeTime: "22:00" });
  });
  it("given days with times, keeps their times and lunch breaks", () => {
    const week = openAllDays({
      friday: {
        isOpen: false,
        openTime: "17:00",
        closeTime: "",
        hasLunchBreak: true,
        lunchBreakStart: "14:00",
        lunchBreakEnd: "15:00",
      },
    });
    expect(week.friday).toEqual({
      isOpen: true,
      openTime: "17:00",
      closeTime: "22:00",
      hasLunchBreak: true,
      lunchBreakStart: "14:00",
      lunchBreakEnd: "15:00",
    });
  });
});

describe("openDay", () => {
  it("given a day opened by its toggle, fills only the empty times", () => {
    expect(openDay({ ...closed, closeTime: "23:00" })).toMatchObject({
      isOpen: true,
      openTime: "09:00",
      closeTime: "23:00",
    });
  });
});

describe("openingHoursProblem", () => {
  it("given a savable week, answers null; closed days may keep empty times", () => {
    expect(openingHoursProblem(openAllDays({}))).toBeNull();
    expect(openingHoursProblem(editableWeek({}))).toBeNull();
  });
  it("given an open day without a close time, names the day and the message", () => {
    const week = openAllDays({});
    week.wednesday.closeTime = "";
    expect(openingHoursProblem(week)).toEqual({
      day: "wednesday",
      message: validationTexts.openingTimesRequired,
    });
  });
  it("given a lunch break without its end, asks for both lunch-break times", () => {
    const week = openAllDays({});
    week.monday = { ...week.monday, hasLunchBreak: true, lunchBreakStart: "14:00" };
    expect(openingHoursProblem(week)).toEqual({
      day: "monday",
      message: validationTexts.lunchBreakTimesRequired,
    });
  });
});
