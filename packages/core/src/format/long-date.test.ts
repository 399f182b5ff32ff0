import { format } from "date-fns";
import { de } from "date-fns/locale/de";
import { describe, expect, it } from "vitest";
import { formatDate } from "./date.ts";
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

describe("the formatters without date-fns' format", () => {
  it("given every day of 2024 to 2027 and years 1, 99 and 999, answer what format with the de locale answers", () => {
    const days: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000)
      days.push(new Date(time).toISOString().slice(0, 10));
    days.push("0001-01-01", "0099-06-15", "0999-12-31");
    for (const iso of days) {
      const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
      const date = new Date(2000, month - 1, day);
      date.setFullYear(year);
      expect(formatLongDate(iso)).toBe(format(date, "EEEE, d. MMMM y", { locale: de }));
      expect(formatSlotDate(iso)).toEqual({
        formatted: format(date, "dd.MM.yyyy"),
        dayName: format(date, "EEEE", { locale: de }),
      });
      expect(formatDate(iso)).toBe(format(date, "dd.MM.yyyy"));
    }
  });
});
