import { describe, expect, it } from "vitest";
import { formatGuestDate, formatGuestLongDate } from "./guest-long-date.ts";

describe("formatGuestLongDate", () => {
  it("given German, writes the day the German way", () => {
    expect(formatGuestLongDate("2026-05-13", "de")).toBe("Mittwoch, 13. Mai 2026");
  });
  it("given English, writes the weekday, day, month name and year", () => {
    expect(formatGuestLongDate("2026-05-13", "en")).toBe("Wednesday, 13 May 2026");
  });
  it("given English and a day that is not YYYY-MM-DD, shows it as given", () => {
    expect(formatGuestLongDate("morgen", "en")).toBe("morgen");
  });
});

describe("formatGuestDate", () => {
  it("given an instant late in the evening UTC, shows Berlin's day in both languages", () => {
    expect(formatGuestDate("2026-05-13T22:30:00.000Z", "de", "Europe/Berlin")).toBe("14.05.2026");
    expect(formatGuestDate("2026-05-13T22:30:00.000Z", "en", "Europe/Berlin")).toBe("14 May 2026");
  });
  it("given an instant that cannot be read, shows the German fallback", () => {
    expect(formatGuestDate("kaputt", "en", "Europe/Berlin")).toBe(
      formatGuestDate("kaputt", "de", "Europe/Berlin"),
    );
  });
});
