import { describe, expect, it } from "vitest";
import { formatDate } from "./date.ts";

describe("formatDate", () => {
  it("given a YYYY-MM-DD string, shows dd.MM.yyyy (required: dates in de-DE format)", () => {
    expect(formatDate("2026-12-24")).toBe("24.12.2026");
  });
  it("given a YYYY-MM-DD string and a zone far west, keeps the calendar day (no shift to the previous day)", () => {
    expect(formatDate("2026-12-24", { timeZone: "Pacific/Honolulu" })).toBe("24.12.2026");
  });
  it("given single-digit day and month, pads both to two digits", () => {
    expect(formatDate("2026-01-05")).toBe("05.01.2026");
  });
  it("given an ISO instant, shows its calendar day in Europe/Berlin", () => {
    expect(formatDate("2026-12-24T23:30:00.000Z")).toBe("25.12.2026");
  });
  it("given an ISO instant with an offset, converts it to the restaurant's zone", () => {
    expect(formatDate("2026-12-24T01:00:00-05:00")).toBe("24.12.2026");
  });
  it("given a Date object, reads it in the given time zone", () => {
    const instant = new Date("2026-12-24T23:30:00Z");
    expect(formatDate(instant, { timeZone: "UTC" })).toBe("24.12.2026");
    expect(formatDate(instant, { timeZone: "Europe/Berlin" })).toBe("25.12.2026");
  });
  it("given a local date-time without offset, takes its wall-clock day as it is", () => {
    expect(formatDate("2026-12-24T23:30")).toBe("24.12.2026");
  });
  it("given 29 February of a leap year, accepts it", () => {
    expect(formatDate("2028-02-29")).toBe("29.02.2028");
  });
  it("given null, undefined or an empty string, shows 'Unbekanntes Datum'", () => {
    expect(formatDate(null)).toBe("Unbekanntes Datum");
    expect(formatDate(undefined)).toBe("Unbekanntes Datum");
    expect(formatDate("   ")).toBe("Unbekanntes Datum");
  });
  it("given an unparsable string, shows 'Ungültiges Datum'", () => {
    expect(formatDate("morgen")).toBe("Ungültiges Datum");
    expect(formatDate("24.12.2026")).toBe("Ungültiges Datum");
  });
  it("given an impossible calendar day (30 February, month 13, 29 February 2026), shows 'Ungültiges Datum'", () => {
    expect(formatDate("2026-02-30")).toBe("Ungültiges Datum");
    expect(formatDate("2026-13-01")).toBe("Ungültiges Datum");
    expect(formatDate("2026-02-29")).toBe("Ungültiges Datum");
  });
  it("given an invalid Date object, shows 'Ungültiges Datum'", () => {
    expect(formatDate(new Date(Number.NaN))).toBe("Ungültiges Datum");
  });
  it("given an unknown time zone, the formatter throws and shows 'Fehler beim Formatieren'", () => {
    expect(formatDate("2026-12-24T12:00:00Z", { timeZone: "Mars/Olympus" })).toBe("Fehler beim Formatieren");
  });
});

describe("formatDate on daylight-saving days in Europe/Berlin", () => {
  it("given 29 March 2026 21:59:59Z (23:59:59 CEST), stays on 29.03.2026", () => {
    expect(formatDate("2026-03-29T21:59:59Z")).toBe("29.03.2026");
  });
  it("given 29 March 2026 22:00Z (00:00 CEST), moves to 30.03.2026", () => {
    expect(formatDate("2026-03-29T22:00:00Z")).toBe("30.03.2026");
  });
  it("given 28 March 2026 23:00Z (00:00 CET, before the switch), is already 29.03.2026", () => {
    expect(formatDate("2026-03-28T23:00:00Z")).toBe("29.03.2026");
  });
  it("given 25 October 2026 22:59Z (23:59 CET, after the switch back), stays on 25.10.2026", () => {
    expect(formatDate("2026-10-25T22:59:00Z")).toBe("25.10.2026");
  });
  it("given 25 October 2026 23:00Z (00:00 CET), moves to 26.10.2026", () => {
    expect(formatDate("2026-10-25T23:00:00Z")).toBe("26.10.2026");
  });
});
