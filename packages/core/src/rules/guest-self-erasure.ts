import { isCancelledReservationStatus } from "./reservation-fields.ts";

/** What the rule needs of a reservation: its status and when the visit ends. */
export interface ErasableReservation {
  status: string;
  endsAt: Date;
}

/**
 * Whether a guest may erase their data through a reservation's link: once that visit is over, or when it
 * is cancelled (before, the restaurant still needs the name to seat them).
 */
export function guestMayEraseOwnData(reservation: ErasableReservation, now: Date): boolean {
  return isCancelledReservationStatus(reservation.status) || reservation.endsAt.getTime() <= now.getTime();
}

/** Whether a booking of the same guest still lies ahead (not cancelled, not over): it blocks the erasure. */
export function isUpcomingReservation(reservation: ErasableReservation, now: Date): boolean {
  return !guestMayEraseOwnData(reservation, now);
}
