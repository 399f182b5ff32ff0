import { describe, expect, it } from "vitest";
import { guestCanCancel, guestCanCancelReservation } from "./customer-cancel.ts";

const now = new Date("2026-11-22T12:00:00Z");

describe("guestCanCancel", () => {
  it("given a pending or confirmed reservation that has not started, allows cancelling", () => {
    expect(guestCanCancel("pending", new Date("2026-11-22T18:00:00Z"), now)).toBe(true);
    expect(guestCanCancel("confirmed", new Date("2026-11-22T12:01:00Z"), now)).toBe(true);
  });
  it("given a reservation that has started or is cancelled, refuses", () => {
    expect(guestCanCancel("confirmed", new Date("2026-11-22T12:00:00Z"), now)).toBe(false);
    expect(guestCanCancel("cancelled", new Date("2026-11-23T12:00:00Z"), now)).toBe(false);
  });
  it("given a guest who already arrived early or sat down before the start, refuses", () => {
    expect(guestCanCancel("arrived", new Date("2026-11-22T18:00:00Z"), now)).toBe(false);
    expect(guestCanCancel("seated", new Date("2026-11-22T18:00:00Z"), now)).toBe(false);
    expect(guestCanCancel("completed", new Date("2026-11-22T18:00:00Z"), now)).toBe(false);
  });
});

describe("guestCanCancelReservation", () => {
  it("given 13:30 in Berlin (12:30 UTC in winter), still allows at 12:00 UTC", () => {
    expect(
      guestCanCancelReservation({ status: "pending", reservationDate: "2026-11-22", timeSlot: "13:30" }, now),
    ).toBe(true);
  });
  it("given 12:30 in Berlin (11:30 UTC), refuses at 12:00 UTC", () => {
    expect(
      guestCanCancelReservation(
        { status: "confirmed", reservationDate: "2026-11-22", timeSlot: "12:30" },
        now,
      ),
    ).toBe(false);
  });
});
