import { describe, expect, it } from "vitest";
import { reservationStatuses } from "../schemas/reservation-status.ts";
import {
  canChangeReservationStatus,
  isSeatingUndo,
  reservationTransitions,
  seatingActionsAt,
  seatingActionsOf,
  seatingRefusal,
  seatingStampsAfter,
} from "./reservation-transitions.ts";

const berlin = "Europe/Berlin";
// 12:00 UTC on 2026-06-11 is 14:00 in Berlin.
const noon = new Date("2026-06-11T12:00:00Z");
const none = { arrivedAt: null, seatedAt: null, completedAt: null };

describe("reservationTransitions", () => {
  it("has an entry for every status", () => {
    expect(Object.keys(reservationTransitions).sort()).toEqual([...reservationStatuses].sort());
  });
  it("given confirmed, allows arriving, seating, closing, cancelling and the no-show", () => {
    for (const to of ["arrived", "seated", "completed", "cancelled", "no_show"] as const) {
      expect(canChangeReservationStatus("confirmed", to)).toBe(true);
    }
    expect(canChangeReservationStatus("confirmed", "pending")).toBe(false);
  });
  it("given pending, allows confirming, refusing, and a guest who turned up before the confirmation", () => {
    expect(canChangeReservationStatus("pending", "arrived")).toBe(true);
    expect(canChangeReservationStatus("pending", "seated")).toBe(true);
    expect(canChangeReservationStatus("pending", "completed")).toBe(false);
    expect(canChangeReservationStatus("pending", "no_show")).toBe(false);
  });
  it("given a guest at the door or at the table, allows the next steps and one step back, never a cancellation", () => {
    expect(canChangeReservationStatus("arrived", "seated")).toBe(true);
    expect(canChangeReservationStatus("arrived", "completed")).toBe(true);
    expect(canChangeReservationStatus("arrived", "confirmed")).toBe(true);
    expect(canChangeReservationStatus("arrived", "cancelled")).toBe(false);
    expect(canChangeReservationStatus("arrived", "no_show")).toBe(false);
    expect(canChangeReservationStatus("seated", "completed")).toBe(true);
    expect(canChangeReservationStatus("seated", "arrived")).toBe(true);
    expect(canChangeReservationStatus("seated", "confirmed")).toBe(false);
    expect(canChangeReservationStatus("seated", "cancelled")).toBe(false);
  });
  it("given a completed visit, allows only going back to the table", () => {
    expect(reservationTransitions.completed).toEqual(["seated"]);
  });
  it("given a cancellation, allows nothing; a no-show only back to confirmed", () => {
    expect(reservationTransitions.cancelled).toEqual([]);
    expect(reservationTransitions.no_show).toEqual(["confirmed"]);
  });
});

describe("seatingActionsOf", () => {
  it("given confirmed, offers arriving and seating", () => {
    expect(seatingActionsOf("confirmed")).toEqual({ next: ["arrived", "seated"], undo: null });
  });
  it("given arrived, offers seating and closing, and back to confirmed", () => {
    expect(seatingActionsOf("arrived")).toEqual({ next: ["seated", "completed"], undo: "confirmed" });
  });
  it("given seated, offers closing, and back to the door", () => {
    expect(seatingActionsOf("seated")).toEqual({ next: ["completed"], undo: "arrived" });
  });
  it("given completed, offers only going back to the table", () => {
    expect(seatingActionsOf("completed")).toEqual({ next: [], undo: "seated" });
  });
  it("given pending, cancelled, a no-show or an unknown value, offers nothing", () => {
    for (const status of ["pending", "cancelled", "no_show", "kaputt", null]) {
      expect(seatingActionsOf(status)).toEqual({ next: [], undo: null });
    }
  });
  it("every action it offers is an allowed transition", () => {
    for (const from of reservationStatuses) {
      const { next, undo } = seatingActionsOf(from);
      for (const to of [...next, ...(undo ? [undo] : [])]) {
        expect(canChangeReservationStatus(from, to)).toBe(true);
      }
    }
  });
});

describe("isSeatingUndo", () => {
  it("given a step back of the visit, is an undo; a step forward or a no-show undo is not", () => {
    expect(isSeatingUndo("completed", "seated")).toBe(true);
    expect(isSeatingUndo("seated", "arrived")).toBe(true);
    expect(isSeatingUndo("arrived", "confirmed")).toBe(true);
    expect(isSeatingUndo("arrived", "seated")).toBe(false);
    expect(isSeatingUndo("no_show", "confirmed")).toBe(false);
  });
});

describe("seatingRefusal", () => {
  const today = { status: "confirmed" as const, reservationDate: "2026-06-11", completedAt: null };
  it("given the reservation's day, allows arriving, seating and closing", () => {
    expect(seatingRefusal(today, "arrived", noon, berlin)).toBeNull();
    expect(seatingRefusal(today, "seated", noon, berlin)).toBeNull();
    expect(seatingRefusal(today, "completed", noon, berlin)).toBeNull();
  });
  it("given a reservation of a later day, refuses the visit's first step", () => {
    const tomorrow = { ...today, reservationDate: "2026-06-12" };
    expect(seatingRefusal(tomorrow, "arrived", noon, berlin)).toBe("before_day");
    expect(seatingRefusal({ ...tomorrow, status: "pending" }, "seated", noon, berlin)).toBe("before_day");
    expect(seatingRefusal(tomorrow, "cancelled", noon, berlin)).toBeNull();
  });
  it("given a past day's reservation, still allows closing it", () => {
    expect(seatingRefusal({ ...today, reservationDate: "2026-06-10" }, "completed", noon, berlin)).toBeNull();
  });
  it("given a completion of today (restaurant time), allows its undo; of yesterday, refuses it", () => {
    const completed = { ...today, status: "completed" as const };
    const lateLastNight = new Date("2026-06-10T21:30:00Z"); // 23:30 in Berlin, the day before
    const earlyToday = new Date("2026-06-10T22:30:00Z"); // 00:30 in Berlin, the same day as noon
    expect(seatingRefusal({ ...completed, completedAt: earlyToday }, "seated", noon, berlin)).toBeNull();
    expect(seatingRefusal({ ...completed, completedAt: lateLastNight }, "seated", noon, berlin)).toBe(
      "other_day",
    );
    expect(seatingRefusal(completed, "seated", noon, berlin)).toBe("other_day");
  });
});

describe("seatingActionsAt", () => {
  it("given tomorrow's confirmed reservation, offers no step yet", () => {
    expect(seatingActionsAt({ status: "confirmed", reservationDate: "2026-06-12" }, noon, berlin)).toEqual({
      next: [],
      undo: null,
    });
  });
  it("given a completion of today, offers its undo; of an earlier day, none", () => {
    const completed = { status: "completed", reservationDate: "2026-06-11" };
    expect(seatingActionsAt({ ...completed, completedAt: "2026-06-11T11:00:00Z" }, noon, berlin).undo).toBe(
      "seated",
    );
    expect(
      seatingActionsAt({ ...completed, completedAt: "2026-06-10T11:00:00Z" }, noon, berlin).undo,
    ).toBeNull();
  });
  it("given a seated guest, offers closing and the undo", () => {
    expect(seatingActionsAt({ status: "seated", reservationDate: "2026-06-11" }, noon, berlin)).toEqual({
      next: ["completed"],
      undo: "arrived",
    });
  });
});

describe("seatingStampsAfter", () => {
  const at = new Date("2026-06-11T18:00:00Z");
  const earlier = new Date("2026-06-11T17:50:00Z");
  it("given arriving, stamps the arrival", () => {
    expect(seatingStampsAfter("confirmed", "arrived", none, at)).toEqual({ ...none, arrivedAt: at });
  });
  it("given seating after the arrival, stamps the seating and keeps the arrival", () => {
    const arrived = { ...none, arrivedAt: earlier };
    expect(seatingStampsAfter("arrived", "seated", arrived, at)).toEqual({
      ...none,
      arrivedAt: earlier,
      seatedAt: at,
    });
  });
  it("given seating straight from confirmed, the arrival takes the same instant", () => {
    expect(seatingStampsAfter("confirmed", "seated", none, at)).toEqual({
      ...none,
      arrivedAt: at,
      seatedAt: at,
    });
  });
  it("given closing, stamps the completion and keeps the rest", () => {
    const seated = { ...none, arrivedAt: earlier, seatedAt: earlier };
    expect(seatingStampsAfter("seated", "completed", seated, at)).toEqual({ ...seated, completedAt: at });
  });
  it("given an undo, clears the stamp of the step taken back", () => {
    const all = { arrivedAt: earlier, seatedAt: earlier, completedAt: at };
    expect(seatingStampsAfter("completed", "seated", all, at)).toEqual({ ...all, completedAt: null });
    expect(seatingStampsAfter("seated", "arrived", { ...all, completedAt: null }, at)).toEqual({
      arrivedAt: earlier,
      seatedAt: null,
      completedAt: null,
    });
    expect(seatingStampsAfter("arrived", "confirmed", { ...none, arrivedAt: earlier }, at)).toEqual(none);
  });
  it("given a change outside the visit (cancelling, the no-show), leaves the stamps", () => {
    expect(seatingStampsAfter("confirmed", "cancelled", none, at)).toEqual(none);
    expect(seatingStampsAfter("no_show", "confirmed", none, at)).toEqual(none);
  });
});
