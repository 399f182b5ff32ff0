import { describe, expect, it } from "vitest";
import {
  isPastReservation,
  reservationTimingLabelKey,
  shouldAutoConfirmPastPending,
} from "./reservation-timing.ts";

const berlin = "Europe/Berlin";
// 18:00 in Berlin on 2024-06-03 (summer time) is 16:00 UTC.
const at = (iso: string) => new Date(iso);

describe("isPastReservation (required: past 3 hours after its start unless pending)", () => {
  const confirmed = { status: "confirmed", reservationDate: "2024-06-03", timeSlot: "18:00" };
  it("given exactly 3 hours after the start, is not yet past", () => {
    expect(isPastReservation(confirmed, at("2024-06-03T19:00:00Z"), berlin)).toBe(false);
  });
  it("given one millisecond more than 3 hours after the start, is past", () => {
    expect(isPastReservation(confirmed, at("2024-06-03T19:00:00.001Z"), berlin)).toBe(true);
  });
  it("given a pending reservation from last year, is never past", () => {
    const pending = { status: "pending", reservationDate: "2023-06-03", timeSlot: "18:00" };
    expect(isPastReservation(pending, at("2024-06-03T19:00:00Z"), berlin)).toBe(false);
  });
  it("given a cancelled reservation 3 hours over, is past like any non-pending one", () => {
    expect(isPastReservation({ ...confirmed, status: "cancelled" }, at("2024-06-03T20:00:00Z"), berlin)).toBe(
      true,
    );
  });
  it("given no time slot, counts from the start of the day in the time zone", () => {
    const noTime = { status: "confirmed", reservationDate: "2024-06-03" };
    // Start of day in Berlin = 2024-06-02T22:00Z, past after 01:00Z.
    expect(isPastReservation(noTime, at("2024-06-03T01:00:00Z"), berlin)).toBe(false);
    expect(isPastReservation(noTime, at("2024-06-03T01:00:01Z"), berlin)).toBe(true);
  });
  it("given the same wall-clock time in another time zone, moves the boundary", () => {
    expect(isPastReservation(confirmed, at("2024-06-03T20:00:00Z"), "America/New_York")).toBe(false);
  });
  it("given the alternative field 'date', reads it", () => {
    expect(
      isPastReservation({ status: "confirmed", date: "2024-06-01" }, at("2024-06-03T00:00:00Z"), berlin),
    ).toBe(true);
  });
  it("given an invalid date, keeps it current", () => {
    expect(
      isPastReservation({ status: "confirmed", reservationDate: "kaputt" }, at("2030-01-01T00:00:00Z")),
    ).toBe(false);
  });
});

describe("isPastReservation with the visit's steps", () => {
  const visit = { reservationDate: "2024-06-03", timeSlot: "18:00" };
  it("given a guest who already left, is past at once", () => {
    expect(isPastReservation({ ...visit, status: "completed" }, at("2024-06-03T16:30:00Z"), berlin)).toBe(
      true,
    );
  });
  it("given a guest still at the door or the table hours later, is not past", () => {
    const late = at("2024-06-03T22:00:00Z");
    expect(isPastReservation({ ...visit, status: "seated" }, late, berlin)).toBe(false);
    expect(isPastReservation({ ...visit, status: "arrived" }, late, berlin)).toBe(false);
  });
});

describe("reservationTimingLabelKey", () => {
  it("labels past reservations completed (Abgeschlossen) and others active (Aktiv)", () => {
    const now = at("2024-06-03T12:00:00Z");
    expect(
      reservationTimingLabelKey({ status: "confirmed", reservationDate: "2024-06-01" }, now, berlin),
    ).toBe("completed");
    expect(reservationTimingLabelKey({ status: "pending", reservationDate: "2024-06-01" }, now, berlin)).toBe(
      "active",
    );
  });
});

describe("shouldAutoConfirmPastPending (required: pending dated before today are confirmed on load)", () => {
  it("given a pending reservation from yesterday, confirms it", () => {
    expect(
      shouldAutoConfirmPastPending({ status: "pending", reservationDate: "2024-06-02" }, "2024-06-03"),
    ).toBe(true);
  });
  it("given a pending reservation from today, even earlier in the day, leaves it", () => {
    expect(
      shouldAutoConfirmPastPending(
        { status: "pending", reservationDate: "2024-06-03", timeSlot: "08:00" },
        "2024-06-03",
      ),
    ).toBe(false);
  });
  it("given a non-pending or an invalid one, leaves it", () => {
    expect(
      shouldAutoConfirmPastPending({ status: "cancelled", reservationDate: "2024-06-01" }, "2024-06-03"),
    ).toBe(false);
    expect(shouldAutoConfirmPastPending({ status: "pending", reservationDate: "" }, "2024-06-03")).toBe(
      false,
    );
    expect(shouldAutoConfirmPastPending({ status: "pending", reservationDate: "2024-06-01" }, "heute")).toBe(
      false,
    );
  });
});
