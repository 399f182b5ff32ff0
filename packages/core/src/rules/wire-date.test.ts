import { describe, expect, it } from "vitest";
import {
  addDaysToWireDate,
  minutesToWireTime,
  normalizeWireDate,
  parseWireDate,
  weekdayKeyOfWireDate,
  wireDateOfInstant,
  wireDateTimeToInstant,
  wireTimeToMinutes,
} from "./wire-date.ts";

describe("wire dates", () => {
  it("given YYYY-MM-DD, parses the parts", () => {
    expect(parseWireDate("2024-06-03")).toEqual({ year: 2024, month: 6, day: 3 });
  });
  it("given an ISO timestamp, takes its date part as the local date", () => {
    expect(normalizeWireDate("2024-06-03T22:00:00.000Z")).toBe("2024-06-03");
  });
  it("given a day that does not exist or garbage, returns null", () => {
    expect(parseWireDate("2023-02-29")).toBeNull();
    expect(parseWireDate("2024-13-01")).toBeNull();
    expect(parseWireDate("03.06.2024")).toBeNull();
    expect(parseWireDate("")).toBeNull();
    expect(parseWireDate(undefined)).toBeNull();
  });
  it("given a leap day, accepts it", () => {
    expect(normalizeWireDate("2024-02-29")).toBe("2024-02-29");
  });
  it("adds calendar days across month and year ends", () => {
    expect(addDaysToWireDate("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDaysToWireDate("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDaysToWireDate("nope", 1)).toBeNull();
  });
  it("names the weekday key of a date", () => {
    expect(weekdayKeyOfWireDate("2024-06-03")).toBe("monday");
    expect(weekdayKeyOfWireDate("2024-06-09")).toBe("sunday");
    expect(weekdayKeyOfWireDate("2024-06-31")).toBeNull();
  });
});

describe("wire times", () => {
  it("given HH:MM (or H:MM, or with seconds), returns minutes since midnight", () => {
    expect(wireTimeToMinutes("18:30")).toBe(1110);
    expect(wireTimeToMinutes("9:05")).toBe(545);
    expect(wireTimeToMinutes("09:05:00")).toBe(545);
  });
  it("given an impossible time, returns null", () => {
    expect(wireTimeToMinutes("24:00")).toBeNull();
    expect(wireTimeToMinutes("12:60")).toBeNull();
    expect(wireTimeToMinutes("abc")).toBeNull();
    expect(wireTimeToMinutes(null)).toBeNull();
  });
  it("formats minutes as HH:MM, wrapping past midnight", () => {
    expect(minutesToWireTime(545)).toBe("09:05");
    expect(minutesToWireTime(1440 + 60)).toBe("01:00");
  });
});

describe("instants in the restaurant's time zone", () => {
  it("given a Berlin summer evening, gives the UTC instant two hours earlier", () => {
    expect(wireDateTimeToInstant("2024-06-03", "18:30", "Europe/Berlin")?.toISOString()).toBe(
      "2024-06-03T16:30:00.000Z",
    );
  });
  it("given no time, uses the start of the day", () => {
    expect(wireDateTimeToInstant("2024-01-15", undefined)?.toISOString()).toBe("2024-01-14T23:00:00.000Z");
  });
  it("given a time in the spring-forward gap, moves it forward", () => {
    expect(wireDateTimeToInstant("2024-03-31", "02:30", "Europe/Berlin")?.toISOString()).toBe(
      "2024-03-31T01:30:00.000Z",
    );
  });
  it("given an invalid date or time zone, returns null", () => {
    expect(wireDateTimeToInstant("2024-02-30", "12:00")).toBeNull();
    expect(wireDateTimeToInstant("2024-02-01", "12:00", "Not/AZone")).toBeNull();
  });
  it("gives the local date of an instant (just after midnight in Berlin is still the previous UTC day)", () => {
    expect(wireDateOfInstant(new Date("2024-06-03T22:30:00Z"), "Europe/Berlin")).toBe("2024-06-04");
    expect(wireDateOfInstant(new Date("2024-06-03T22:30:00Z"), "UTC")).toBe("2024-06-03");
    expect(wireDateOfInstant(new Date(Number.NaN))).toBeNull();
  });
});
