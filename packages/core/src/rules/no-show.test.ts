import { describe, expect, it } from "vitest";
import { noShowActionAt, noShowAllowedFrom, noShowMarkRefusal, noShowUndoRefusal } from "./no-show.ts";
import { reservationHoldsTables } from "./reservation-fields.ts";

// 19:00 in Berlin on 2026-11-24 (UTC+1).
const start = new Date("2026-11-24T18:00:00Z");
const confirmed = { status: "confirmed", startsAt: start, reservationDate: "2026-11-24" };
const noShow = { ...confirmed, status: "no_show" };

describe("noShowMarkRefusal (issue 19: from 15 minutes after the start of a confirmed reservation)", () => {
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

describe("noShowUndoRefusal (issue 19: undo the same day)", () => {
  it("given the same day in the restaurant's time zone, allows the undo", () => {
    // 23:30 in Berlin is still the 24th although it is 22:30 UTC.
    expect(noShowUndoRefusal(noShow, new Date("2026-11-24T22:30:00Z"), "Europe/Berlin")).toBeNull();
  });
  it("given the next day (00:00 Berlin), refuses the undo", () => {
    expect(noShowUndoRefusal(noShow, new Date("2026-11-24T23:00:00Z"), "Europe/Berlin")).toBe("other_day");
  });
  it("given a reservation that is not a no-show, refuses", () => {
    expect(noShowUndoRefusal(confirmed, new Date("2026-11-24T20:00:00Z"), "Europe/Berlin")).toBe(
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
  it("given a no-show on its day, offers the undo; the next day (00:00 Berlin) nothing", () => {
    const noShowWire = { ...wire, status: "no_show" };
    expect(noShowActionAt(noShowWire, at("2026-11-24T22:59:00Z"), "Europe/Berlin")).toBe("undo");
    expect(noShowActionAt(noShowWire, at("2026-11-24T23:00:00Z"), "Europe/Berlin")).toBeNull();
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
