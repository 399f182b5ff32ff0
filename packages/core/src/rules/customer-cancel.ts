import type { ReservationStatus } from "../schemas/reservation-status.ts";
import { canChangeReservationStatus } from "./reservation-transitions.ts";
import { wireDateTimeToInstant } from "./wire-date.ts";

/**
 * Whether a guest may still cancel their own reservation online: its status may still be cancelled
 * (pending or confirmed: not once the guest arrived, nor after a cancellation) and it has not started. After the start only the restaurant can change it (the same rule as the mail's cancel link).
 */
export function guestCanCancel(status: ReservationStatus, startsAt: Date | null, now: Date): boolean {
  if (!canChangeReservationStatus(status, "cancelled") || startsAt === null) return false;
  return startsAt.getTime() > now.getTime();
}

/** The same decision from the wire fields a reservation list answers (local date and time). */
export function guestCanCancelReservation(
  reservation: { status: ReservationStatus; reservationDate: string; timeSlot: string },
  now: Date,
  timeZone?: string,
): boolean {
  return guestCanCancel(
    reservation.status,
    wireDateTimeToInstant(reservation.reservationDate, reservation.timeSlot, timeZone),
    now,
  );
}
