import { percentOneDecimal } from "./money-cents.ts";
import { type ReservationCountLike, reservationCountOf } from "./reservation-fields.ts";

/** What the guest-confirmed share reads from a reservation: when its reminder went out and when the guest answered. */
export interface GuestConfirmedShareReservationLike extends ReservationCountLike {
  reminderSentAt?: Date | string | null;
  guestConfirmedAt?: Date | string | null;
}

/** Of the reminded reservations, how many the guest confirmed ("Ich komme wie geplant"). */
export interface GuestConfirmedShare {
  /** Reservations whose reminder went out (or that the guest confirmed). */
  reminded: number;
  /** Of those, the ones the guest confirmed. */
  confirmed: number;
  /** confirmed / reminded in percent, one decimal; 0 when nothing was reminded. */
  rate: number;
}

/**
 * The share of reservations confirmed by the guest: among the period's reservations that got a
 * reminder, the ones whose guest answered "Ich komme wie geplant". Reservations without a reminder could not
 * be confirmed and are left out; a cancelled reservation that was reminded counts as not confirmed.
 */
export function guestConfirmedShare(
  reservations: readonly GuestConfirmedShareReservationLike[],
): GuestConfirmedShare {
  let reminded = 0;
  let confirmed = 0;
  for (const reservation of reservations) {
    if (!reservation.reminderSentAt && !reservation.guestConfirmedAt) continue;
    const count = reservationCountOf(reservation);
    reminded += count;
    if (reservation.guestConfirmedAt) confirmed += count;
  }
  return { reminded, confirmed, rate: percentOneDecimal(confirmed, reminded) };
}
