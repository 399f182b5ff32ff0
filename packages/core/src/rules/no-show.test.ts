import { describe, expect, it } from "vitest";
import { noShowActionAt, noShowAllowedFrom, noShowMarkRefusal, noShowUndoRefusal } from "./no-show.ts";
import { reservationHoldsTables } from "./reservation-fields.ts";

// 19:00 in Berlin on 2026-11-24 (UTC+1).
const start = new Date("2026-11-24T18:00:00Z");
const confirmed = { status: "confirmed", startsAt: start, reservationDate: "2026-11-24" };
// Marked at 19:30 in Berlin on its own day.
const noShow = { status: "no_show", updatedAt: new Date("2026-11-24T18:30:00Z") };

describe("noShowMarkRefusal (from 15 minutes after the start of a confirmed reservation)", () => {
  it("given 15 minutes after the start, allows it", () => {
    expect(noShowAllowedFrom(start).toISOString()).toBe("2026-11-24T18:15:00.000Z");
    expect(noShowMarkRefusal(confirmed, new Date("2026-11-24T18:15:00Z"))).toBeNull();
  });
  it("given 14 minutes after the start, refuses it as too early", () => {
    expect(noShowMarkRefusal(confirmed, new Date("2026-11-24T18:14:59Z"))).toBe("too_early");
  });
  it("given a pending or cancelled reservation, refuses it", () => {
    const later = new Date("2026-11-24T20:00:00Z");
    expect(noShowMarkRefusal({ ...confirmed, status: "pending" }, later)).toBe("wrong_status");
    expect(noShowMarkRefusal({ ...confirmed, status: "cancelled" }, later)).toBe("wrong_status");
  });
});

describe("noShowUndoRefusal (undo on the day it was marked, as the confirm question promises)", () => {
  it("given the same day in the restaurant's time zone, allows the undo", () => {
    // 23:30 in Berlin is still the 24th although it is 22:30 UTC.
    expect(noShowUndoRefusal(noShow, new Date("2026-11-24T22:30:00Z"), "Europe/Berlin")).toBeNull();
  });
  it("given the next day (00:00 Berlin), refuses the undo", () => {
    expect(noShowUndoRefusal(noShow, new Date("2026-11-24T23:00:00Z"), "Europe/Berlin")).toBe("other_day");
  });
  it("given yesterday's reservation marked this morning, allows the undo today and refuses it tomorrow", () => {
    const markedNextMorning = { status: "no_show", updatedAt: new Date("2026-11-25T08:00:00Z") };
    expect(
      noShowUndoRefusal(markedNextMorning, new Date("2026-11-25T22:59:00Z"), "Europe/Berlin"),
    ).toBeNull();
    expect(noShowUndoRefusal(markedNextMorning, new Date("2026-11-25T23:00:00Z"), "Europe/Berlin")).toBe(
      "other_day",
    );
  });
  it("given a reservation that is not a no-show, refuses", () => {
    const notNoShow = { status: "confirmed", updatedAt: start };
    expect(noShowUndoRefusal(notNoShow, new Date("2026-11-24T20:00:00Z"), "Europe/Berlin")).toBe(
      "wrong_status",
    );
  });
});

describe("reservationHoldsTables", () => {
  it("given a no-show or a cancellation, frees the tables; pending and confirmed hold them", () => {
    expect(reservationHoldsTables("no_show")).toBe(false);
    expect(reservationHoldsTables("cancelled")).toBe(false);
    expect(reservationHoldsTables("canceled")).toBe(false);
    expect(reservationHoldsTables("confirmed")).toBe(true);
    expect(reservationHoldsTables("pending")).toBe(true);
  });
});

describe("noShowActionAt (what the dashboard offers, by the API's rules)", () => {
  const wire = { reservationDate: "2026-11-24", timeSlot: "19:00" };
  const at = (iso: string) => new Date(iso);
  it("given a confirmed reservation 14 minutes after its start, offers it as not yet possible", () => {
    expect(
      noShowActionAt({ ...wire, status: "confirmed" }, at("2026-11-24T18:14:00Z"), "Europe/Berlin"),
    ).toBe("too_early");
  });
  it("given a confirmed reservation 15 minutes after its start, offers to mark it", () => {
    expect(
      noShowActionAt({ ...wire, status: "confirmed" }, at("2026-11-24T18:15:00Z"), "Europe/Berlin"),
    ).toBe("mark");
  });
  it("given a no-show marked on its day, offers the undo; the next day (00:00 Berlin) nothing", () => {
    const noShowWire = { ...wire, status: "no_show", updated_at: "2026-11-24T18:30:00Z" };
    expect(noShowActionAt(noShowWire, at("2026-11-24T22:59:00Z"), "Europe/Berlin")).toBe("undo");
    expect(noShowActionAt(noShowWire, at("2026-11-24T23:00:00Z"), "Europe/Berlin")).toBeNull();
  });
  it("given a past reservation marked today, offers the undo today", () => {
    const markedToday = { ...wire, status: "no_show", updated_at: "2026-11-27T09:00:00Z" };
    expect(noShowActionAt(markedToday, at("2026-11-27T10:00:00Z"), "Europe/Berlin")).toBe("undo");
    expect(noShowActionAt(markedToday, at("2026-11-27T23:00:00Z"), "Europe/Berlin")).toBeNull();
  });
  it("given a no-show without updated_at, offers the undo on the start's day only", () => {
    const noShowWire = { ...wire, status: "no_show" };
    expect(noShowActionAt(noShowWire, at("2026-11-24T22:59:00Z"), "Europe/Berlin")).toBe("undo");
    expect(noShowActionAt(noShowWire, at("2026-11-25T10:00:00Z"), "Europe/Berlin")).toBeNull();
  });
  it("given a pending or cancelled reservation or an invalid date, offers nothing", () => {
    const later = at("2026-11-24T20:00:00Z");
    expect(noShowActionAt({ ...wire, status: "pending" }, later, "Europe/Berlin")).toBeNull();
    expect(noShowActionAt({ ...wire, status: "cancelled" }, later, "Europe/Berlin")).toBeNull();
    expect(
      noShowActionAt({ reservationDate: "2026-02-30", status: "confirmed" }, later, "Europe/Berlin"),
    ).toBeNull();
  });
});
