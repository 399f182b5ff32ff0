import { describe, expect, it } from "vitest";
import { formatTime } from "./time.ts";

describe("formatTime", () => {
  it("given 'HH:MM', keeps it (required: times HH:MM)", () => {
    expect(formatTime("19:00")).toBe("19:00");
  });
  it("given a single-digit hour '9:30', pads it to '09:30'", () => {
    expect(formatTime("9:30")).toBe("09:30");
  });
  it("given 'HH:MM:SS', drops the seconds", () => {
    expect(formatTime("18:45:00")).toBe("18:45");
  });
  it("given the boundaries '00:00' and '23:59', keeps them", () => {
    expect(formatTime("00:00")).toBe("00:00");
    expect(formatTime("23:59")).toBe("23:59");
  });
  it("given '24:00' as an end of day, keeps it", () => {
    expect(formatTime("24:00")).toBe("24:00");
  });
  it("given '24:01', '25:00' or '12:60', shows 'Ungültige Zeit'", () => {
    expect(formatTime("24:01")).toBe("Ungültige Zeit");
    expect(formatTime("25:00")).toBe("Ungültige Zeit");
    expect(formatTime("12:60")).toBe("Ungültige Zeit");
  });
  it("given an ISO instant, shows its time in Europe/Berlin", () => {
    expect(formatTime("2026-12-24T18:00:00.000Z")).toBe("19:00");
  });
  it("given a local date-time without offset, shows its wall-clock time", () => {
    expect(formatTime("2026-12-24T19:30")).toBe("19:30");
  });
  it("given a Date, reads it in the given time zone", () => {
    expect(formatTime(new Date("2026-07-01T10:15:00Z"), { timeZone: "UTC" })).toBe("10:15");
  });
  it("given null, undefined or an empty string, shows 'Unbekannte Zeit'", () => {
    expect(formatTime(null)).toBe("Unbekannte Zeit");
    expect(formatTime(undefined)).toBe("Unbekannte Zeit");
    expect(formatTime("")).toBe("Unbekannte Zeit");
  });
  it("given text or a date without a time, shows 'Ungültige Zeit'", () => {
    expect(formatTime("abends")).toBe("Ungültige Zeit");
    expect(formatTime("2026-12-24")).toBe("Ungültige Zeit");
    expect(formatTime(new Date(Number.NaN))).toBe("Ungültige Zeit");
  });
  it("given an unknown time zone, shows 'Fehler beim Formatieren'", () => {
    expect(formatTime("2026-12-24T18:00:00Z", { timeZone: "Nowhere/Else" })).toBe("Fehler beim Formatieren");
  });
  it("given the spring-forward instant 29 March 2026 01:00Z, shows 03:00 (02:00 CET does not exist)", () => {
    expect(formatTime("2026-03-29T00:59:00Z")).toBe("01:59");
    expect(formatTime("2026-03-29T01:00:00Z")).toBe("03:00");
  });
  it("given the two instants of 02:30 on 25 October 2026, shows 02:30 for both", () => {
    expect(formatTime("2026-10-25T00:30:00Z")).toBe("02:30");
    expect(formatTime("2026-10-25T01:30:00Z")).toBe("02:30");
  });
});
