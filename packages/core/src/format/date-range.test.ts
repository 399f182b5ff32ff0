import { describe, expect, it } from "vitest";
import { formatDateRange, formatTimeRange } from "./date-range.ts";

describe("formatDateRange", () => {
  it("given the same start and end day, shows one date", () => {
    expect(formatDateRange("2026-12-24", "2026-12-24")).toBe("24.12.2026");
  });
  it("given two days of the same year, shows the year once", () => {
    expect(formatDateRange("2026-12-24", "2026-12-26")).toBe("24.12. – 26.12.2026");
  });
  it("given a range over New Year, shows both years", () => {
    expect(formatDateRange("2026-12-30", "2027-01-02")).toBe("30.12.2026 – 02.01.2027");
  });
  it("given a missing end, shows the start alone", () => {
    expect(formatDateRange("2026-12-24", undefined)).toBe("24.12.2026");
  });
  it("given an invalid end, shows its fallback", () => {
    expect(formatDateRange("2026-12-24", "2026-12-32")).toBe("24.12.2026 – Ungültiges Datum");
  });
  it("given a missing start, shows its fallback", () => {
    expect(formatDateRange(null, "2026-12-24")).toBe("Unbekanntes Datum – 24.12.2026");
  });
  it("given instants, compares their Berlin calendar days", () => {
    expect(formatDateRange("2026-12-24T10:00:00Z", "2026-12-24T22:59:00Z")).toBe("24.12.2026");
  });
  it("given an unknown time zone, shows the formatter error", () => {
    expect(formatDateRange("2026-12-24T10:00:00Z", "2026-12-25T10:00:00Z", { timeZone: "X/Y" })).toBe(
      "Fehler beim Formatieren",
    );
  });
});

describe("formatTimeRange", () => {
  it("given '09:00' and '22:00' (required: Alle öffnen fills 09:00-22:00), shows '09:00 – 22:00'", () => {
    expect(formatTimeRange("09:00", "22:00")).toBe("09:00 – 22:00");
  });
  it("given a missing close time, shows its fallback", () => {
    expect(formatTimeRange("09:00", "")).toBe("09:00 – Unbekannte Zeit");
  });
});
