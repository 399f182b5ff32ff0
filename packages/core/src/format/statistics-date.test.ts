import { describe, expect, it } from "vitest";
import { formatStatisticsRowDate } from "./statistics-date.ts";

const now = new Date("2026-12-15T12:00:00Z");

describe("formatStatisticsRowDate", () => {
  it("given a date in the current month, shows dd.mm. without a year", () => {
    expect(formatStatisticsRowDate("2026-12-03", now)).toBe("03.12.");
  });
  it("given a date in an earlier month, adds a two-digit year", () => {
    expect(formatStatisticsRowDate("2026-11-30", now)).toBe("30.11.26");
  });
  it("given the same month of another year, adds the two-digit year", () => {
    expect(formatStatisticsRowDate("2025-12-03", now)).toBe("03.12.25");
  });
  it("given a year 2000 date, pads the year to '00'", () => {
    expect(formatStatisticsRowDate("2000-01-01", now)).toBe("01.01.00");
  });
  it("given now at 00:30 CEST on 1 April 2026 (still 31 March in UTC), counts April as the current month", () => {
    const justAfterMidnight = new Date("2026-03-31T22:30:00Z");
    expect(formatStatisticsRowDate("2026-04-01", justAfterMidnight)).toBe("01.04.");
    expect(formatStatisticsRowDate("2026-03-31", justAfterMidnight)).toBe("31.03.26");
  });
  it("given the same now read in UTC, counts March as the current month", () => {
    const justAfterMidnight = new Date("2026-03-31T22:30:00Z");
    expect(formatStatisticsRowDate("2026-03-31", justAfterMidnight, { timeZone: "UTC" })).toBe("31.03.");
  });
  it("given missing or invalid dates, shows the date fallbacks", () => {
    expect(formatStatisticsRowDate(undefined, now)).toBe("Unbekanntes Datum");
    expect(formatStatisticsRowDate("2026-00-10", now)).toBe("Ungültiges Datum");
  });
  it("given an unknown time zone, shows 'Fehler beim Formatieren'", () => {
    expect(formatStatisticsRowDate("2026-12-03", now, { timeZone: "Atlantis/Capital" })).toBe(
      "Fehler beim Formatieren",
    );
  });
});
