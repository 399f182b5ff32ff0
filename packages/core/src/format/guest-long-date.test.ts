import { describe, expect, it } from "vitest";
import { formatGuestLongDate } from "./guest-long-date.ts";

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
