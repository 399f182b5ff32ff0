import { describe, expect, it } from "vitest";
import { calendarWeekdayHeaders, weekdayNameKeys, weekdayNames, weekdayShortNames } from "./weekdays.ts";

describe("weekday texts", () => {
  it("given the calendar, headers run Sunday first: So Mo Di Mi Do Fr Sa", () => {
    expect(calendarWeekdayHeaders.join(" ")).toBe("So Mo Di Mi Do Fr Sa");
  });
  it("given the opening hours, short names run Mo to So", () => {
    expect(weekdayNameKeys.map((key) => weekdayShortNames[key]).join(" ")).toBe("Mo Di Mi Do Fr Sa So");
  });
  it("given the opening hours, keys run Monday first, as their screens list the week", () => {
    expect(weekdayNameKeys.join(" ")).toBe("monday tuesday wednesday thursday friday saturday sunday");
  });
  it("given the keys monday..sunday, names them in German", () => {
    expect(weekdayNameKeys.map((key) => weekdayNames[key]).join(" ")).toBe(
      "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag",
    );
  });
});
