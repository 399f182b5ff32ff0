import { guestKeyOf } from "./guest-identity.ts";
import { isCancelledReservationStatus } from "./reservation-fields.ts";
import { honouredVisitStatuses, isHonouredVisit } from "./reservation-visit.ts";

/** What the guest book reads from a reservation (stored instants, as the API has them). */
export interface GuestReservationLike {
  id: string;
  status: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  numberOfGuests: number;
  reservationDate: string;
  timeSlot: string;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
}

/** The counts of a guest's profile, computed from their reservations at one restaurant. */
export interface GuestSummary {
  key: string;
  /** Name, address and phone of the guest's latest reservation (an empty one falls back to an earlier). */
  name: string;
  email: string;
  phone: string;
  /** Completed visits (`isCompletedVisit`). */
  visits: number;
  noShows: number;
  cancellations: number;
  /** Every reservation of the guest, whatever its status. */
  reservations: number;
  /** Dates `YYYY-MM-DD` of the first and last completed visit; null before the first. */
  firstVisit: string | null;
  lastVisit: string | null;
  /** Guests per completed visit, one decimal; null before the first. */
  averagePartySize: number | null;
  /** The date of the next reservation still ahead (pending or confirmed); null when none. */
  nextReservation: string | null;
}

/** The statuses of a reservation that becomes a visit once its time is over (core's `isHonouredVisit`). */
export const guestVisitStatuses = honouredVisitStatuses;
/** The status of a visit that is over whatever the clock says: the guest has left. */
export const guestVisitEndedStatus = "completed";
/** The status of a guest who did not come. */
export const guestNoShowStatus = "no_show";
/** The statuses of a reservation still ahead of the guest (the profile's "next reservation"). */
export const guestAheadStatuses = ["pending", "confirmed", "arrived", "seated"] as const;

/**
 * A completed visit: the guest came (confirmed, or a step of the visit after it) and the time is over at
 * `now`, or the guest has already left (`completed` before the booked end).
 */
export function isCompletedVisit(
  reservation: Pick<GuestReservationLike, "status" | "endsAt">,
  now: Date,
): boolean {
  return (
    isHonouredVisit(reservation.status) &&
    (reservation.status === guestVisitEndedStatus || reservation.endsAt.getTime() <= now.getTime())
  );
}

/** Whether a reservation is still ahead of the guest at `now` (`guestAheadStatuses`, not over). */
export function isReservationAhead(
  reservation: Pick<GuestReservationLike, "status" | "endsAt">,
  now: Date,
): boolean {
  return (
    (guestAheadStatuses as readonly string[]).includes(reservation.status) &&
    reservation.endsAt.getTime() > now.getTime()
  );
}

/**
 * A guest's reservations counted: what a database adds up per guest (counts, sums, earliest and latest
 * dates, the latest non-empty contact) so that the summary never needs the rows themselves.
 */
export interface GuestCounts {
  key: string;
  /** The latest non-empty name, address and phone (by start, then creation), as stored. */
  name: string;
  email: string;
  phone: string;
  /** Every reservation, whatever its status. */
  reservations: number;
  /** Completed visits (`isCompletedVisit`) and the guests they brought together. */
  visits: number;
  visitGuests: number;
  noShows: number;
  cancellations: number;
  /** Dates of the first and last completed visit; null before the first. */
  firstVisit: string | null;
  lastVisit: string | null;
  /** The date of the earliest reservation still ahead (`isReservationAhead`); null when none. */
  nextReservation: string | null;
}

/**
 * The summary from a guest's counts: contact trimmed (address in lower case), the average party size per
 * completed visit with one decimal. Null when the guest has no reservation.
 */
export function summariseGuestCounts(counts: GuestCounts): GuestSummary | null {
  if (counts.reservations <= 0) return null;
  return {
    key: counts.key,
    name: counts.name.trim(),
    email: counts.email.trim().toLowerCase(),
    phone: counts.phone.trim(),
    visits: counts.visits,
    noShows: counts.noShows,
    cancellations: counts.cancellations,
    reservations: counts.reservations,
    firstVisit: counts.firstVisit,
    lastVisit: counts.lastVisit,
    averagePartySize: counts.visits > 0 ? Math.round((counts.visitGuests / counts.visits) * 10) / 10 : null,
    nextReservation: counts.nextReservation,
  };
}

function byStart(a: GuestReservationLike, b: GuestReservationLike): number {
  return a.startsAt.getTime() - b.startsAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime();
}

function latestNonEmpty(sorted: readonly GuestReservationLike[], pick: (r: GuestReservationLike) => string) {
  for (let i = sorted.length - 1; i >= 0; i--) {
    const reservation = sorted[i];
    const value = reservation ? pick(reservation).trim() : "";
    if (value !== "") return value;
  }
  return "";
}

/** A guest's reservations (all with the same key) counted as `summariseGuestCounts` reads them. */
export function countGuestReservations(
  reservations: readonly GuestReservationLike[],
  now: Date,
): GuestCounts | null {
  const sorted = [...reservations].sort(byStart);
  const first = sorted[0];
  if (!first) return null;
  const visits = sorted.filter((r) => isCompletedVisit(r, now));
  return {
    key: guestKeyOf(first),
    name: latestNonEmpty(sorted, (r) => r.customerName),
    email: latestNonEmpty(sorted, (r) => r.customerEmail),
    phone: latestNonEmpty(sorted, (r) => r.customerPhone),
    reservations: sorted.length,
    visits: visits.length,
    visitGuests: visits.reduce((sum, r) => sum + r.numberOfGuests, 0),
    noShows: sorted.filter((r) => r.status === guestNoShowStatus).length,
    cancellations: sorted.filter((r) => isCancelledReservationStatus(r.status)).length,
    firstVisit: visits[0]?.reservationDate ?? null,
    lastVisit: visits.at(-1)?.reservationDate ?? null,
    nextReservation: sorted.find((r) => isReservationAhead(r, now))?.reservationDate ?? null,
  };
}

/** The summary of one guest from their reservations (all with the same key); null when there are none. */
export function summariseGuest(
  reservations: readonly GuestReservationLike[],
  now: Date,
): GuestSummary | null {
  const counts = countGuestReservations(reservations, now);
  return counts ? summariseGuestCounts(counts) : null;
}

/** Reservations grouped by guest key (reservations without address and phone are left out). */
export function groupReservationsByGuest<T extends GuestReservationLike>(
  reservations: readonly T[],
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const reservation of reservations) {
    const key = guestKeyOf(reservation);
    if (key === "") continue;
    const list = groups.get(key);
    if (list) list.push(reservation);
    else groups.set(key, [reservation]);
  }
  return groups;
}

/**
 * Which visit of the guest a reservation is ("7. Besuch"): 1 + the guest's completed visits that started
 * before it. Null for a cancelled reservation or a no-show (they are no visit).
 */
export function visitNumberOf(
  reservation: GuestReservationLike,
  guestReservations: readonly GuestReservationLike[],
  now: Date,
): number | null {
  if (reservation.status !== "pending" && !isHonouredVisit(reservation.status)) return null;
  const before = guestReservations.filter(
    (r) =>
      r.id !== reservation.id &&
      isCompletedVisit(r, now) &&
      r.startsAt.getTime() < reservation.startsAt.getTime(),
  ).length;
  return before + 1;
}
