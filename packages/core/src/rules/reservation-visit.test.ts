import { describe, expect, it } from "vitest";
import { isHonouredVisit, isSeatedVisit, isVisitUnderWay, stayMinutesOf } from "./reservation-visit.ts";

describe("isHonouredVisit", () => {
  it("given confirmed or any step of the visit after it, is a real visit", () => {
    for (const status of ["confirmed", "arrived", "seated", "completed"]) {
      expect(isHonouredVisit(status)).toBe(true);
    }
  });
  it("given pending, cancelled (either spelling), a no-show or nothing, is none", () => {
    for (const status of ["pending", "cancelled", "canceled", "no_show", "", null, undefined]) {
      expect(isHonouredVisit(status)).toBe(false);
    }
  });
});

describe("isSeatedVisit and isVisitUnderWay", () => {
  it("given seated or completed, counts the guests as seated covers", () => {
    expect(isSeatedVisit("seated")).toBe(true);
    expect(isSeatedVisit("completed")).toBe(true);
    expect(isSeatedVisit("arrived")).toBe(false);
    expect(isSeatedVisit("confirmed")).toBe(false);
  });
  it("given arrived or seated, the guest is in the restaurant; completed ones have left", () => {
    expect(isVisitUnderWay("arrived")).toBe(true);
    expect(isVisitUnderWay("seated")).toBe(true);
    expect(isVisitUnderWay("completed")).toBe(false);
  });
});

describe("stayMinutesOf", () => {
  it("given both instants, is the minutes between them (ISO text or dates)", () => {
    expect(stayMinutesOf("2026-06-11T18:05:00Z", new Date("2026-06-11T19:40:00Z"))).toBe(95);
  });
  it("given a missing or unreadable instant, is null", () => {
    expect(stayMinutesOf(null, "2026-06-11T19:40:00Z")).toBeNull();
    expect(stayMinutesOf("2026-06-11T18:05:00Z", undefined)).toBeNull();
    expect(stayMinutesOf("kaputt", "2026-06-11T19:40:00Z")).toBeNull();
  });
  it("given a completion before the seating, is null rather than a negative stay", () => {
    expect(stayMinutesOf("2026-06-11T19:40:00Z", "2026-06-11T18:05:00Z")).toBeNull();
  });
});
