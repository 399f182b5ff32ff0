import { describe, expect, it } from "vitest";
import { guestMayEraseOwnData, isUpcomingReservation } from "./guest-self-erasure.ts";

const now = new Date("2026-11-24T20:00:00.000Z");

describe("guestMayEraseOwnData", () => {
  it("given a visit that has ended, allows it; one still running or ahead, not", () => {
    expect(
      guestMayEraseOwnData({ status: "confirmed", endsAt: new Date("2026-11-24T20:00:00.000Z") }, now),
    ).toBe(true);
    expect(
      guestMayEraseOwnData({ status: "confirmed", endsAt: new Date("2026-11-24T20:00:01.000Z") }, now),
    ).toBe(false);
    expect(
      isUpcomingReservation({ status: "pending", endsAt: new Date("2026-12-01T20:00:00.000Z") }, now),
    ).toBe(true);
  });

  it("given a cancelled booking, allows it whenever it was for", () => {
    expect(
      guestMayEraseOwnData({ status: "cancelled", endsAt: new Date("2026-12-24T21:00:00.000Z") }, now),
    ).toBe(true);
    expect(
      isUpcomingReservation({ status: "canceled", endsAt: new Date("2026-12-24T21:00:00.000Z") }, now),
    ).toBe(false);
  });
});
