import { describe, expect, it } from "vitest";
import {
  isHonouredVisit,
  isSeatedVisit,
  isVisitDueToClose,
  isVisitUnderWay,
  stayMinutesOf,
} from "./reservation-visit.ts";

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

describe("isVisitDueToClose", () => {
  const visit = (status: string, reservationDate = "2026-06-10") => ({
    status,
    reservationDate,
    endsAt: new Date(`${reservationDate}T20:00:00Z`),
  });
  const now = new Date("2026-06-11T06:00:00Z");
  it("given a guest at the door or the table on a day that is over, closes it", () => {
    expect(isVisitDueToClose(visit("seated"), "2026-06-11", now)).toBe(true);
    expect(isVisitDueToClose(visit("arrived"), "2026-06-11", now)).toBe(true);
  });
  it("given today's seated guest, keeps it open (they may stay past the booked end)", () => {
    const today = visit("seated", "2026-06-11");
    expect(isVisitDueToClose({ ...today, endsAt: new Date("2026-06-11T05:00:00Z") }, "2026-06-11", now)).toBe(
      false,
    );
  });
  it("given a confirmed reservation nobody stepped through, closes it only a day later", () => {
    expect(isVisitDueToClose(visit("confirmed"), "2026-06-11", now)).toBe(false);
    expect(isVisitDueToClose(visit("confirmed"), "2026-06-12", now)).toBe(true);
  });
  it("given a window crossing midnight that has not ended, keeps it open", () => {
    const late = { ...visit("seated"), endsAt: new Date("2026-06-11T07:00:00Z") };
    expect(isVisitDueToClose(late, "2026-06-11", now)).toBe(false);
  });
  it("given pending, cancelled, no-show or completed ones, closes none", () => {
    for (const status of ["pending", "cancelled", "no_show", "completed"]) {
      expect(isVisitDueToClose(visit(status), "2026-06-20", now)).toBe(false);
    }
  });
});
