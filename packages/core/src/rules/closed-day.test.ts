import { describe, expect, it } from "vitest";
import {
  everyDayOpen,
  findSpecialHourFor,
  isClosedDay,
  nextOpenDate,
  type OpeningHoursLike,
  openingPeriodsFor,
  type SpecialHourLike,
} from "./closed-day.ts";
import { dayWithLunchBreak } from "./opening-hours-fixtures.ts";

// 2024-06-03 is a Monday, 2024-06-04 a Tuesday, 2024-06-09 a Sunday.
const week: OpeningHoursLike = {
  monday: { isOpen: true, openTime: "11:00", closeTime: "22:00" },
  tuesday: dayWithLunchBreak,
  saturday: { isOpen: true, openTime: "18:00", closeTime: "02:00" },
  sunday: { isOpen: false, openTime: "11:00", closeTime: "22:00" },
};

function special(overrides: Partial<SpecialHourLike>): SpecialHourLike {
  return { startDate: "2024-06-03", endDate: "2024-06-03", type: "holiday", isClosed: true, ...overrides };
}

describe("isClosedDay", () => {
  it("given an open weekday and no special hours, is open", () => {
    expect(isClosedDay("2024-06-03", week, [])).toBe(false);
  });
  it("given a weekday with isOpen false, is closed", () => {
    expect(isClosedDay("2024-06-09", week, [])).toBe(true);
  });
  it("given a weekday absent from the opening hours, is closed", () => {
    expect(isClosedDay("2024-06-05", week, [])).toBe(true);
  });
  it("given no opening hours at all, is closed", () => {
    expect(isClosedDay("2024-06-03", undefined, undefined)).toBe(true);
  });
  it("given a closed special entry whose inclusive range covers the first or last day, is closed", () => {
    const vacation = [special({ startDate: "2024-06-01", endDate: "2024-06-03", type: "vacation" })];
    expect(isClosedDay("2024-06-01", week, vacation)).toBe(true);
    expect(isClosedDay("2024-06-03", week, vacation)).toBe(true);
    expect(isClosedDay("2024-06-04", week, vacation)).toBe(false);
  });
  it("given an entry of type 'closed' without isClosed, is closed", () => {
    expect(isClosedDay("2024-06-03", week, [special({ isClosed: false, type: "closed" })])).toBe(true);
  });
  it("given an open special entry with custom hours on a closed weekday, is open", () => {
    const event = special({
      startDate: "2024-06-09",
      endDate: "2024-06-09",
      isClosed: false,
      type: "special_event",
      customHours: { openTime: "12:00", closeTime: "16:00" },
    });
    expect(isClosedDay("2024-06-09", week, [event])).toBe(false);
  });
  it("given an open special entry without custom hours, leaves the weekday to decide", () => {
    const note = special({ startDate: "2024-06-09", endDate: "2024-06-09", isClosed: false, type: "other" });
    expect(isClosedDay("2024-06-09", week, [note])).toBe(true);
    expect(isClosedDay("2024-06-03", week, [special({ isClosed: false, type: "other" })])).toBe(false);
  });
  it("given an invalid date, counts it as closed", () => {
    expect(isClosedDay("2024-02-30", week, [])).toBe(true);
  });
  it("given special dates as ISO timestamps, compares their date parts", () => {
    const iso = special({ startDate: "2024-06-03T00:00:00.000Z", endDate: "2024-06-03T00:00:00.000Z" });
    expect(isClosedDay("2024-06-03", week, [iso])).toBe(true);
  });
});

describe("everyDayOpen", () => {
  it("given no known configuration, leaves every weekday open and only a special closure closes a day", () => {
    const closure = { startDate: "2024-06-04", endDate: "2024-06-04", type: "closed", isClosed: true };
    for (const date of ["2024-06-03", "2024-06-05", "2024-06-08", "2024-06-09"]) {
      expect(isClosedDay(date, everyDayOpen, [closure])).toBe(false);
    }
    expect(isClosedDay("2024-06-04", everyDayOpen, [closure])).toBe(true);
  });
});

describe("nextOpenDate", () => {
  const closedSunday = (date: string) => isClosedDay(date, week, []);
  it("given a closed day, finds the next day the week opens, within the window", () => {
    // 2024-06-07 is a Friday: Saturday is open.
    expect(nextOpenDate("2024-06-07", (date) => date === "2024-06-08" || closedSunday(date), 90)).toBe(
      "2024-06-10",
    );
    expect(nextOpenDate("2024-06-08", closedSunday, 90)).toBe("2024-06-10");
  });

  it("given 90 days, looks 89 days ahead and no further", () => {
    expect(nextOpenDate("2024-06-01", (date) => date !== "2024-08-29", 90)).toBe("2024-08-29");
    expect(nextOpenDate("2024-06-01", (date) => date !== "2024-08-30", 90)).toBeNull();
  });
});

describe("findSpecialHourFor", () => {
  it("given no covering entry, returns null", () => {
    expect(findSpecialHourFor("2024-06-10", [special({})])).toBeNull();
    expect(findSpecialHourFor("2024-06-10", null)).toBeNull();
  });
  it("given an entry without end date, covers only its start day", () => {
    const single = special({ endDate: null });
    expect(findSpecialHourFor("2024-06-03", [single])).toBe(single);
    expect(findSpecialHourFor("2024-06-04", [single])).toBeNull();
  });
  it("given an end date before the start date, covers nothing", () => {
    expect(findSpecialHourFor("2024-06-03", [special({ endDate: "2024-06-01" })])).toBeNull();
  });
  it("given an open and a closed entry covering the day, the closed one wins", () => {
    const open = special({
      isClosed: false,
      startDate: "2024-06-03",
      customHours: { openTime: "10:00", closeTime: "12:00" },
    });
    const closed = special({ startDate: "2024-06-01", endDate: "2024-06-05" });
    expect(findSpecialHourFor("2024-06-03", [open, closed])).toBe(closed);
  });
  it("given two entries of the same kind, the most recently starting wins", () => {
    const long = special({ isClosed: false, startDate: "2024-06-01", endDate: "2024-06-30" });
    const recent = special({ isClosed: false, startDate: "2024-06-02", endDate: "2024-06-04" });
    expect(findSpecialHourFor("2024-06-03", [long, recent])).toBe(recent);
    expect(findSpecialHourFor("2024-06-03", [recent, long])).toBe(recent);
  });
  it("given a recurring entry, covers the same days in later years, also across the new year", () => {
    const christmas = special({ startDate: "2023-12-24", endDate: "2024-01-01", isRecurring: true });
    expect(findSpecialHourFor("2024-12-24", [christmas])).toBe(christmas);
    expect(findSpecialHourFor("2025-01-01", [christmas])).toBe(christmas);
    expect(findSpecialHourFor("2025-01-02", [christmas])).toBeNull();
    expect(findSpecialHourFor("2022-12-24", [christmas])).toBeNull();
  });
  it("given a non-recurring entry, does not cover the next year", () => {
    expect(findSpecialHourFor("2025-06-03", [special({})])).toBeNull();
  });
});

describe("openingPeriodsFor", () => {
  it("given an open weekday without lunch break, returns one period", () => {
    expect(openingPeriodsFor("2024-06-03", week, [])).toEqual([{ start: "11:00", end: "22:00" }]);
  });
  it("given a lunch break, splits the day into two periods", () => {
    expect(openingPeriodsFor("2024-06-04", week, [])).toEqual([
      { start: "11:00", end: "14:30" },
      { start: "17:00", end: "22:00" },
    ]);
  });
  it("given a lunch break outside the opening hours, ignores it", () => {
    const hours: OpeningHoursLike = {
      monday: {
        isOpen: true,
        openTime: "11:00",
        closeTime: "14:00",
        hasLunchBreak: true,
        lunchBreakStart: "14:30",
        lunchBreakEnd: "17:00",
      },
    };
    expect(openingPeriodsFor("2024-06-03", hours, [])).toEqual([{ start: "11:00", end: "14:00" }]);
  });
  it("given hours past midnight, keeps end before start", () => {
    expect(openingPeriodsFor("2024-06-08", week, [])).toEqual([{ start: "18:00", end: "02:00" }]);
  });
  it("given a closed day, returns no periods", () => {
    expect(openingPeriodsFor("2024-06-09", week, [])).toEqual([]);
    expect(openingPeriodsFor("2024-06-03", week, [special({})])).toEqual([]);
  });
  it("given custom special hours, they replace the weekday and its lunch break", () => {
    const event = special({
      startDate: "2024-06-04",
      endDate: "2024-06-04",
      isClosed: false,
      customHours: { openTime: "9:00", closeTime: "13:00" },
    });
    expect(openingPeriodsFor("2024-06-04", week, [event])).toEqual([{ start: "09:00", end: "13:00" }]);
  });
  it("given an open weekday with missing or equal times, returns no periods", () => {
    const hours: OpeningHoursLike = {
      monday: { isOpen: true },
      tuesday: { isOpen: true, openTime: "10:00", closeTime: "10:00" },
    };
    expect(openingPeriodsFor("2024-06-03", hours, [])).toEqual([]);
    expect(openingPeriodsFor("2024-06-04", hours, [])).toEqual([]);
  });
});
