import {
  type ReservationWhenLike,
  reservationDateOf,
  reservationStartInstant,
} from "./reservation-fields.ts";
import { wireDateOfInstant } from "./wire-date.ts";

/** Staff may mark a confirmed reservation as "Nicht erschienen" from 15 minutes after its start. */
export const NO_SHOW_AFTER_MINUTES = 15;

/** What the no-show rules read from a reservation (stored start instant and local date). */
export interface NoShowReservationLike {
  status: string;
  startsAt: Date;
  reservationDate: string;
}

/**
 * What the undo reads: the status and the instant of the last status change, which for a no-show is when it
 * was marked (the API stores it as `updatedAt`).
 */
export interface NoShowUndoLike {
  status: string;
  updatedAt: Date;
}

/** Why a no-show change is refused: not confirmed (or not a no-show), too early, or not the same day any more. */
export type NoShowRefusal = "wrong_status" | "too_early" | "other_day";

/** The earliest instant at which the reservation may be marked as a no-show. */
export function noShowAllowedFrom(startsAt: Date): Date {
  return new Date(startsAt.getTime() + NO_SHOW_AFTER_MINUTES * 60_000);
}

/** Null when a confirmed reservation may be marked a no-show at `now` (15 minutes after its start or later). */
export function noShowMarkRefusal(reservation: NoShowReservationLike, now: Date): NoShowRefusal | null {
  if (reservation.status !== "confirmed") return "wrong_status";
  if (now.getTime() < noShowAllowedFrom(reservation.startsAt).getTime()) return "too_early";
  return null;
}

/**
 * Null when a no-show may be undone (back to confirmed) at `now`: on the day it was marked, in the
 * restaurant's time zone. The confirm question promises "heute noch", and a reservation may be marked on a
 * later day than its own (late at night, or the next morning), so its own date would refuse that promise.
 */
export function noShowUndoRefusal(
  reservation: NoShowUndoLike,
  now: Date,
  timeZone: string,
): NoShowRefusal | null {
  if (reservation.status !== "no_show") return "wrong_status";
  if (wireDateOfInstant(now, timeZone) !== wireDateOfInstant(reservation.updatedAt, timeZone))
    return "other_day";
  return null;
}

/** What a reservation card or page offers for no-shows at `now`: mark it, not yet (too early), undo it, or nothing. */
export type NoShowAction = "mark" | "too_early" | "undo";

/**
 * The no-show action the dashboard offers, by the same rules as the API: "mark" from 15 minutes
 * after the start of a confirmed reservation ("too_early" before), "undo" for a no-show on the day it was
 * marked (`updated_at`; without one, the start's day) in the restaurant's time zone, otherwise null.
 */
export function noShowActionAt(
  reservation: ReservationWhenLike & { status?: string | null; updated_at?: string | null },
  now: Date,
  timeZone: string,
): NoShowAction | null {
  const startsAt = reservationStartInstant(reservation, timeZone);
  const reservationDate = reservationDateOf(reservation);
  if (!startsAt || !reservationDate) return null;
  const status = reservation.status ?? "";
  if (status === "confirmed") {
    return noShowMarkRefusal({ status, startsAt, reservationDate }, now) === null ? "mark" : "too_early";
  }
  const changed = reservation.updated_at ? new Date(reservation.updated_at) : null;
  const updatedAt = changed && !Number.isNaN(changed.getTime()) ? changed : startsAt;
  return noShowUndoRefusal({ status, updatedAt }, now, timeZone) === null ? "undo" : null;
}
