import { describe, expect, it } from "vitest";
import { formatGuestMailDate } from "./guest-mail-date.ts";

describe("formatGuestMailDate", () => {
  it("given German, writes the day as the German mails always did", () => {
    expect(formatGuestMailDate("2026-05-13", "de")).toEqual({ dayName: "Mittwoch", formatted: "13.05.2026" });
  });

  it("given English, writes the weekday and the date in words, whatever the server's time zone", () => {
    expect(formatGuestMailDate("2026-05-13", "en")).toEqual({
      dayName: "Wednesday",
      formatted: "13 May 2026",
    });
    expect(formatGuestMailDate("2026-12-31", "en")).toEqual({
      dayName: "Thursday",
      formatted: "31 December 2026",
    });
    expect(formatGuestMailDate("2027-01-01", "en")).toEqual({
      dayName: "Friday",
      formatted: "1 January 2027",
    });
  });

  it("given something that is not a day, shows it as given", () => {
    expect(formatGuestMailDate("demnächst", "en")).toEqual({ dayName: "", formatted: "demnächst" });
  });
});
