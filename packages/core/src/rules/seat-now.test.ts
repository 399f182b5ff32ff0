import { describe, expect, it } from "vitest";
import { SEAT_NOW_MIN_STAY_MINUTES, seatNowConflict, seatNowShorterStay, seatNowStay } from "./seat-now.ts";

const berlin = "Europe/Berlin";
const at = (iso: string) => new Date(iso);
// 19:10:37 in Berlin on 2026-06-12 (summer time, UTC+2).
const now = at("2026-06-12T17:10:37Z");

describe("seatNowStay", () => {
  it("given a party of 2 and the default stay lengths, starts now (shown as 19:10) and stays 90 minutes", () => {
    expect(seatNowStay(now, berlin, 2, {})).toEqual({
      reservationDate: "2026-06-12",
      timeSlot: "19:10",
      startsAt: now,
      endsAt: at("2026-06-12T18:40:37Z"),
      minutes: 90,
    });
  });
  it("given a party of 6 and the restaurant's own stay lengths, stays as configured for 6", () => {
    const config = { stayDurations: [{ maxGuests: 4, minutes: 60 }, { minutes: 200 }] };
    expect(seatNowStay(now, berlin, 6, config).minutes).toBe(200);
  });
  it("given a stay chosen by staff, uses it", () => {
    expect(seatNowStay(now, berlin, 2, {}, 19).endsAt).toEqual(at("2026-06-12T17:29:37Z"));
  });
  it("given a walk-in after midnight, dates it on the new local day", () => {
    const late = seatNowStay(at("2026-06-12T22:05:00Z"), berlin, 2, {});
    expect([late.reservationDate, late.timeSlot]).toEqual(["2026-06-13", "00:05"]);
  });
});

describe("seatNowConflict", () => {
  const start = at("2026-06-12T17:10:00Z");
  const end = at("2026-06-12T18:40:00Z");
  const booking = (from: string, to: string, status = "confirmed") => ({
    startsAt: at(from),
    endsAt: at(to),
    status,
  });

  it("given nothing on the table, or only bookings before and after the stay, is free", () => {
    expect(seatNowConflict([], start, end)).toBeNull();
    const before = booking("2026-06-12T15:00:00Z", "2026-06-12T17:10:00Z");
    const after = booking("2026-06-12T18:40:00Z", "2026-06-12T20:00:00Z");
    expect(seatNowConflict([before, after], start, end)).toBeNull();
  });
  it("given a booking running now, is busy until its end", () => {
    const running = booking("2026-06-12T16:30:00Z", "2026-06-12T18:00:00Z");
    expect(seatNowConflict([running], start, end)).toEqual({
      kind: "busy",
      freeFrom: at("2026-06-12T18:00:00Z"),
    });
  });
  it("given back-to-back bookings from now on, is busy until the last of the run ends", () => {
    const first = booking("2026-06-12T16:30:00Z", "2026-06-12T18:00:00Z");
    const second = booking("2026-06-12T18:00:00Z", "2026-06-12T19:30:00Z");
    const later = booking("2026-06-12T20:00:00Z", "2026-06-12T21:00:00Z");
    expect(seatNowConflict([later, second, first], start, end)).toEqual({
      kind: "busy",
      freeFrom: at("2026-06-12T19:30:00Z"),
    });
  });
  it("given a guest still seated past the planned end, is busy with no known end", () => {
    const overstaying = booking("2026-06-12T15:00:00Z", "2026-06-12T16:30:00Z", "seated");
    expect(seatNowConflict([overstaying], start, end)).toEqual({ kind: "busy", freeFrom: null });
  });
  it("given a booking at 19:30 while it is 19:10, is free only until 19:30 (20 minutes)", () => {
    const next = booking("2026-06-12T17:30:00Z", "2026-06-12T19:00:00Z");
    const conflict = seatNowConflict([next], start, end);
    expect(conflict).toEqual({ kind: "free_until", freeUntil: at("2026-06-12T17:30:00Z"), freeMinutes: 20 });
    expect(seatNowShorterStay(conflict)).toBe(20);
  });
  it("given the next booking in less than the shortest stay, offers no shorter stay", () => {
    const soon = booking("2026-06-12T17:20:00Z", "2026-06-12T19:00:00Z");
    const conflict = seatNowConflict([soon], start, end);
    expect(conflict).toMatchObject({ kind: "free_until", freeMinutes: 10 });
    expect(10).toBeLessThan(SEAT_NOW_MIN_STAY_MINUTES);
    expect(seatNowShorterStay(conflict)).toBeNull();
  });
  it("given a busy table or none, offers no shorter stay", () => {
    expect(seatNowShorterStay(null)).toBeNull();
    expect(seatNowShorterStay({ kind: "busy", freeFrom: null })).toBeNull();
  });
});
