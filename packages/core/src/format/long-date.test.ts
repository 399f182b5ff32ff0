import { describe, expect, it } from "vitest";
import { formatLongDate, formatSlotDate } from "./long-date.ts";

describe("formatSlotDate", () => {
  it("given '2026-12-24', answers { formatted: '24.12.2026', dayName: 'Donnerstag' }", () => {
    expect(formatSlotDate("2026-12-24")).toEqual({ formatted: "24.12.2026", dayName: "Donnerstag" });
  });
  it("given a Sunday, names it 'Sonntag'", () => {
    expect(formatSlotDate("2026-11-22").dayName).toBe("Sonntag");
  });
  it("given an instant late on Saturday UTC, names the Berlin day (Sunday)", () => {
    expect(formatSlotDate("2026-11-21T23:30:00Z")).toEqual({ formatted: "22.11.2026", dayName: "Sonntag" });
  });
  it("given a missing date, shows 'Unbekanntes Datum' and no day name", () => {
    expect(formatSlotDate(undefined)).toEqual({ formatted: "Unbekanntes Datum", dayName: "" });
  });
  it("given an invalid date, shows 'Ungültiges Datum' and no day name", () => {
    expect(formatSlotDate("2026-02-31")).toEqual({ formatted: "Ungültiges Datum", dayName: "" });
  });
  it("given an unknown time zone, shows 'Fehler beim Formatieren'", () => {
    expect(formatSlotDate(new Date(), { timeZone: "Bad/Zone" })).toEqual({
      formatted: "Fehler beim Formatieren",
      dayName: "",
    });
  });
});

describe("formatLongDate", () => {
  it("given '2026-12-24', shows 'Donnerstag, 24. Dezember 2026'", () => {
    expect(formatLongDate("2026-12-24")).toBe("Donnerstag, 24. Dezember 2026");
  });
  it("given 1 March, shows the German month name 'März' without a leading zero", () => {
    expect(formatLongDate("2026-03-01")).toBe("Sonntag, 1. März 2026");
  });
  it("given the fall-back day 25 October 2026, keeps the date and weekday", () => {
    expect(formatLongDate("2026-10-25")).toBe("Sonntag, 25. Oktober 2026");
  });
  it("given an invalid or missing date, shows the date fallbacks", () => {
    expect(formatLongDate("kein Datum")).toBe("Ungültiges Datum");
    expect(formatLongDate(null)).toBe("Unbekanntes Datum");
  });
});
