import { guestKeyOf } from "./guest-identity.ts";
import { isCancelledReservationStatus } from "./reservation-fields.ts";

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
  /** Completed reservations: confirmed and over (ended by now). */
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

/** A completed visit (issue 19): the reservation was confirmed and its time is over at `now`. */
export function isCompletedVisit(
  reservation: Pick<GuestReservationLike, "status" | "endsAt">,
  now: Date,
): boolean {
  return reservation.status === "confirmed" && reservation.endsAt.getTime() <= now.getTime();
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

/** The summary of one guest from their reservations (all with the same key); null when there are none. */
export function summariseGuest(
  reservations: readonly GuestReservationLike[],
  now: Date,
): GuestSummary | null {
  const sorted = [...reservations].sort(byStart);
  const first = sorted[0];
  if (!first) return null;
  const visits = sorted.filter((r) => isCompletedVisit(r, now));
  const guests = visits.reduce((sum, r) => sum + r.numberOfGuests, 0);
  const ahead = sorted.find(
    (r) => (r.status === "pending" || r.status === "confirmed") && r.endsAt.getTime() > now.getTime(),
  );
  return {
    key: guestKeyOf(first),
    name: latestNonEmpty(sorted, (r) => r.customerName),
    email: latestNonEmpty(sorted, (r) => r.customerEmail).toLowerCase(),
    phone: latestNonEmpty(sorted, (r) => r.customerPhone),
    visits: visits.length,
    noShows: sorted.filter((r) => r.status === "no_show").length,
    cancellations: sorted.filter((r) => isCancelledReservationStatus(r.status)).length,
    reservations: sorted.length,
    firstVisit: visits[0]?.reservationDate ?? null,
    lastVisit: visits.at(-1)?.reservationDate ?? null,
    averagePartySize: visits.length > 0 ? Math.round((guests / visits.length) * 10) / 10 : null,
    nextReservation: ahead?.reservationDate ?? null,
  };
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
  if (reservation.status !== "pending" && reservation.status !== "confirmed") return null;
  const before = guestReservations.filter(
    (r) =>
      r.id !== reservation.id &&
      isCompletedVisit(r, now) &&
      r.startsAt.getTime() < reservation.startsAt.getTime(),
  ).length;
  return before + 1;
}
