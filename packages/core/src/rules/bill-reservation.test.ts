import { describe, expect, it } from "vitest";
import { billReservationOf } from "./bill-reservation.ts";

const now = new Date("2026-05-13T19:00:00Z");
const at = (time: string) => new Date(`2026-05-13T${time}:00Z`);
const r = (id: string, status: string, start: string, extra: Record<string, Date> = {}) => ({
  id,
  status,
  startsAt: at(start),
  ...extra,
});

describe("billReservationOf", () => {
  it("given a seated guest and a confirmed booking that already started, closes the seated one", () => {
    const chosen = billReservationOf([r("next", "confirmed", "18:30"), r("here", "seated", "17:00")], now);
    expect(chosen?.id).toBe("here");
  });
  it("given two seated guests, closes the one seated last", () => {
    const first = r("first", "seated", "16:00", { seatedAt: at("16:00") });
    const second = r("second", "seated", "16:00", { seatedAt: at("18:00") });
    expect(billReservationOf([second, first], now)?.id).toBe("second");
  });
  it("given nobody seated, closes the guest at the door before any confirmed booking", () => {
    expect(
      billReservationOf([r("booked", "confirmed", "18:00"), r("door", "arrived", "19:30")], now)?.id,
    ).toBe("door");
  });
  it("given only confirmed bookings, closes the one that started last by now, never one still to come", () => {
    const list = [
      r("early", "confirmed", "16:00"),
      r("late", "confirmed", "18:00"),
      r("later", "confirmed", "19:30"),
    ];
    expect(billReservationOf(list, now)?.id).toBe("late");
    expect(billReservationOf([r("later", "confirmed", "19:30")], now)).toBeNull();
  });
  it("given pending, completed or no reservations, closes none", () => {
    expect(billReservationOf([r("p", "pending", "18:00"), r("c", "completed", "17:00")], now)).toBeNull();
    expect(billReservationOf([], now)).toBeNull();
  });
});
