import { type ReservationWhenLike, reservationStartInstant } from "./reservation-fields.ts";
import { guestMailRecipient } from "./walk-in-contact.ts";
import { addDaysToWireDate, DEFAULT_RESTAURANT_TIME_ZONE, wireDateTimeToInstant } from "./wire-date.ts";

/** When a restaurant's reminder mail goes out: 24 hours before the start, or 09:00 on the day. */
export const REMINDER_TIMINGS = ["24h", "morning"] as const;
export type ReminderTiming = (typeof REMINDER_TIMINGS)[number];
export const DEFAULT_REMINDER_TIMING: ReminderTiming = "24h";
/** "24 Stunden vorher". */
export const REMINDER_HOURS_BEFORE = 24;
/** "am Morgen des Tages (09:00 Uhr Restaurantzeit)". */
export const REMINDER_MORNING_TIME = "09:00";

/** The reminder settings of a restaurant's configuration; missing ones read as the defaults (on, 24 h). */
export interface ReminderConfigLike {
  reminderEnabled?: boolean | null;
  reminderTiming?: ReminderTiming | null;
}

/** What the reminder rule reads from a reservation. */
export interface ReminderReservationLike extends ReservationWhenLike {
  status?: string | null;
  /** When the booking was made: one made at or after the reminder time gets none. */
  createdAt?: Date | string | null;
  customerEmail?: string | null;
  /** Set once a reminder went out: never a second one. */
  reminderSentAt?: Date | string | null;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The instant a reservation's reminder is due, or null when its date is invalid. "24h": exactly 24 hours
 * before the start (an instant, so right across daylight-saving changes). "morning": 09:00 restaurant time
 * on the day; a reservation starting at or before 09:00 is reminded at 09:00 the day before instead.
 */
export function reminderDueAt(
  reservation: ReservationWhenLike,
  config: ReminderConfigLike,
  timeZone: string = DEFAULT_RESTAURANT_TIME_ZONE,
): Date | null {
  const start = reservationStartInstant(reservation, timeZone);
  if (!start) return null;
  if ((config.reminderTiming ?? DEFAULT_REMINDER_TIMING) === "24h") {
    return new Date(start.getTime() - REMINDER_HOURS_BEFORE * HOUR_MS);
  }
  const day = reservation.reservationDate ?? reservation.date;
  const sameDay = wireDateTimeToInstant(day, REMINDER_MORNING_TIME, timeZone);
  if (!sameDay) return null;
  if (sameDay.getTime() < start.getTime()) return sameDay;
  return wireDateTimeToInstant(addDaysToWireDate(day, -1), REMINDER_MORNING_TIME, timeZone);
}

const instantOf = (value: Date | string | null | undefined): Date | null => {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * Whether a reservation's reminder should be sent at `now`: reminders are on, the reservation is confirmed
 * (never a cancelled, rejected, no-show or still pending one), has a guest address (not a walk-in), got no
 * reminder yet, the reminder time has come and the start has not; a booking made at or after the reminder
 * time gets none (the guest has just booked).
 */
export function isReminderDue(
  reservation: ReminderReservationLike,
  config: ReminderConfigLike,
  timeZone: string,
  now: Date,
): boolean {
  if (config.reminderEnabled === false) return false;
  if (reservation.status !== "confirmed") return false;
  if (!guestMailRecipient(reservation.customerEmail)) return false;
  if (instantOf(reservation.reminderSentAt)) return false;
  const dueAt = reminderDueAt(reservation, config, timeZone);
  const start = reservationStartInstant(reservation, timeZone);
  if (!dueAt || !start) return false;
  const createdAt = instantOf(reservation.createdAt);
  if (createdAt && createdAt.getTime() >= dueAt.getTime()) return false;
  return dueAt.getTime() <= now.getTime() && now.getTime() < start.getTime();
}
