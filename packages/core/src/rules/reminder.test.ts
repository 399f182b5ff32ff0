import { describe, expect, it } from "vitest";
import { isReminderDue, type ReminderReservationLike, reminderDueAt } from "./reminder.ts";

const berlin = "Europe/Berlin";
/** Friday 12 June 2026, 19:00 in Berlin (summer time, UTC+2) = 17:00 UTC. */
const booking: ReminderReservationLike = {
  reservationDate: "2026-06-12",
  timeSlot: "19:00",
  status: "confirmed",
  customerEmail: "gast@example.de",
  createdAt: "2026-06-01T10:00:00.000Z",
  reminderSentAt: null,
};
const on24h = { reminderEnabled: true, reminderTiming: "24h" as const };
const morning = { reminderEnabled: true, reminderTiming: "morning" as const };

describe("reminderDueAt", () => {
  it("given 24h, is 24 hours before the start", () => {
    expect(reminderDueAt(booking, on24h, berlin)?.toISOString()).toBe("2026-06-11T17:00:00.000Z");
  });

  it("given no timing, defaults to 24 hours before", () => {
    expect(reminderDueAt(booking, {}, berlin)?.toISOString()).toBe("2026-06-11T17:00:00.000Z");
  });

  it("given morning, is 09:00 restaurant time on the day", () => {
    expect(reminderDueAt(booking, morning, berlin)?.toISOString()).toBe("2026-06-12T07:00:00.000Z");
  });

  it("given morning in winter, 09:00 Berlin is 08:00 UTC", () => {
    const winter = { ...booking, reservationDate: "2026-01-15" };
    expect(reminderDueAt(winter, morning, berlin)?.toISOString()).toBe("2026-01-15T08:00:00.000Z");
  });

  it("given morning and a breakfast at 08:30, is 09:00 the day before", () => {
    const breakfast = { ...booking, timeSlot: "08:30" };
    expect(reminderDueAt(breakfast, morning, berlin)?.toISOString()).toBe("2026-06-11T07:00:00.000Z");
  });

  it("given 24h across the spring-forward night, is 24 real hours before", () => {
    // 29 March 2026 19:00 CEST = 17:00 UTC; 24 h before is 28 March 17:00 UTC (18:00 CET).
    const dst = { ...booking, reservationDate: "2026-03-29" };
    expect(reminderDueAt(dst, on24h, berlin)?.toISOString()).toBe("2026-03-28T17:00:00.000Z");
  });

  it("given an invalid date, is null", () => {
    expect(reminderDueAt({ ...booking, reservationDate: "12.06.2026" }, on24h, berlin)).toBeNull();
  });
});

describe("isReminderDue", () => {
  const at = (iso: string) => new Date(iso);

  it("given 24h, is due from 24 hours before the start until the start", () => {
    expect(isReminderDue(booking, on24h, berlin, at("2026-06-11T16:59:59.000Z"))).toBe(false);
    expect(isReminderDue(booking, on24h, berlin, at("2026-06-11T17:00:00.000Z"))).toBe(true);
    expect(isReminderDue(booking, on24h, berlin, at("2026-06-12T16:59:00.000Z"))).toBe(true);
    expect(isReminderDue(booking, on24h, berlin, at("2026-06-12T17:00:00.000Z"))).toBe(false);
  });

  it("given morning, is due from 09:00 on the day, not the evening before", () => {
    expect(isReminderDue(booking, morning, berlin, at("2026-06-11T17:00:00.000Z"))).toBe(false);
    expect(isReminderDue(booking, morning, berlin, at("2026-06-12T06:59:00.000Z"))).toBe(false);
    expect(isReminderDue(booking, morning, berlin, at("2026-06-12T07:00:00.000Z"))).toBe(true);
  });

  it("given reminders switched off, is never due", () => {
    expect(isReminderDue(booking, { reminderEnabled: false }, berlin, at("2026-06-12T08:00:00.000Z"))).toBe(
      false,
    );
  });

  it("given a cancelled, rejected, no-show or pending reservation, is never due", () => {
    const now = at("2026-06-12T08:00:00.000Z");
    for (const status of ["cancelled", "canceled", "rejected", "no_show", "pending"]) {
      expect(isReminderDue({ ...booking, status }, on24h, berlin, now)).toBe(false);
    }
  });

  it("given a past reservation, is never due", () => {
    expect(isReminderDue(booking, on24h, berlin, at("2026-06-13T08:00:00.000Z"))).toBe(false);
  });

  it("given a reminder already sent, is not due again", () => {
    const sent = { ...booking, reminderSentAt: "2026-06-11T17:00:00.000Z" };
    expect(isReminderDue(sent, on24h, berlin, at("2026-06-11T17:05:00.000Z"))).toBe(false);
  });

  it("given a booking made after the reminder time (12 hours before, with 24h), gets none", () => {
    const late = { ...booking, createdAt: "2026-06-12T05:00:00.000Z" };
    expect(isReminderDue(late, on24h, berlin, at("2026-06-12T05:05:00.000Z"))).toBe(false);
  });

  it("given a booking made at 10:00 on the day, with morning (09:00), gets none", () => {
    const late = { ...booking, createdAt: "2026-06-12T08:00:00.000Z" };
    expect(isReminderDue(late, morning, berlin, at("2026-06-12T08:05:00.000Z"))).toBe(false);
  });

  it("given a walk-in without an address, is never due", () => {
    const walkIn = { ...booking, customerEmail: "walk-in@tischservice.example" };
    expect(isReminderDue(walkIn, on24h, berlin, at("2026-06-12T08:00:00.000Z"))).toBe(false);
    expect(
      isReminderDue({ ...booking, customerEmail: "" }, on24h, berlin, at("2026-06-12T08:00:00.000Z")),
    ).toBe(false);
  });
});
