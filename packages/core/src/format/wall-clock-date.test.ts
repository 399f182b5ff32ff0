import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { wallClockDate } from "./wall-clock-date.ts";

const reading = (year: number, month: number, day: number, hour = 0, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  hasTime: true,
});

describe("wallClockDate", () => {
  it("given 02:30 on Berlin's spring-forward day, keeps 02:30 (no daylight-saving gap applies)", () => {
    expect(format(wallClockDate(reading(2026, 3, 29, 2, 30)), "dd.MM.yyyy HH:mm")).toBe("29.03.2026 02:30");
  });
  it("given a year below 100, keeps the year (no 19xx mapping)", () => {
    expect(format(wallClockDate(reading(99, 12, 24)), "dd.MM.yyyy")).toBe("24.12.0099");
  });
  it("given 29 February of a leap year, answers that day", () => {
    expect(format(wallClockDate(reading(2028, 2, 29, 23, 59)), "dd.MM.yyyy HH:mm")).toBe("29.02.2028 23:59");
  });
});
