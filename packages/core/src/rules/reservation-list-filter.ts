import {
  isCancelledReservationStatus,
  type ReservationWhenLike,
  reservationDateOf,
} from "./reservation-fields.ts";
import { isHonouredVisit } from "./reservation-visit.ts";
import { normalizeWireDate, wireTimeToMinutes } from "./wire-date.ts";

/** What the reservations list reads from a reservation. */
export interface ListReservationLike extends ReservationWhenLike {
  status?: string | null;
  customerName?: string | null;
  customerEmail?: string | null;
  customerPhone?: string | null;
  /** The booking reference (`K7M2QX`, core's `newBookingReference`). */
  reference?: string | null;
}

/**
 * The status filter of the reservations list (Alle, Ausstehend, Bestätigt, Angekommen, Platziert,
 * Abgeschlossen, Storniert).
 */
export type ReservationListStatusFilter =
  | "all"
  | "pending"
  | "confirmed"
  | "arrived"
  | "seated"
  | "completed"
  | "cancelled";

/** The filter values of the reservations list. */
export interface ReservationListFilter {
  /** Today's date `YYYY-MM-DD` in the restaurant's time zone (see `wireDateOfInstant`). */
  today: string;
  status?: ReservationListStatusFilter;
  search?: string;
}

/** The counters above the reservations list, over the upcoming reservations (today or later). */
export interface ReservationListCounters {
  total: number;
  pending: number;
  confirmed: number;
  cancelled: number;
}

/**
 * Whether a status passes a list status filter; 'cancelled' also takes the spelling 'canceled', and
 * 'confirmed' every real visit (`isHonouredVisit`: the guest may have arrived, sat down or left since), as
 * the counter 'Bestätigt' counts them.
 */
export function matchesReservationStatusFilter(
  status: string | null | undefined,
  filter: ReservationListStatusFilter,
): boolean {
  if (filter === "all") return true;
  if (filter === "cancelled") return isCancelledReservationStatus(status);
  if (filter === "confirmed") return isHonouredVisit(status);
  return status === filter;
}

/**
 * What a reservation search looks for: `text` (trimmed, as typed) within the phone, `lower` (the same in
 * lower case) within the lower-cased name, e-mail or booking reference. Null for an empty search, which
 * matches everything. The server's list applies the same two terms in SQL (`lower(column)` contains
 * `lower`, the phone contains `text`), so both sides find the same reservations.
 */
export interface ReservationSearchTerms {
  text: string;
  lower: string;
}

/** The terms of a search (see `ReservationSearchTerms`), or null when there is nothing to look for. */
export function reservationSearchTerms(search: string | undefined): ReservationSearchTerms | null {
  const text = (search ?? "").trim();
  return text === "" ? null : { text, lower: text.toLocaleLowerCase("de-DE") };
}

/**
 * Whether a reservation matches a search: empty (after trimming) matches all; name, e-mail and booking
 * reference match case-insensitively; the phone matches as a plain substring of what was typed (trimmed).
 */
export function matchesReservationSearch(
  reservation: ListReservationLike,
  search: string | undefined,
): boolean {
  const terms = reservationSearchTerms(search);
  if (!terms) return true;
  const contains = (value: string | null | undefined) =>
    typeof value === "string" && value.toLocaleLowerCase("de-DE").includes(terms.lower);
  return (
    contains(reservation.customerName) ||
    contains(reservation.customerEmail) ||
    contains(reservation.reference) ||
    (typeof reservation.customerPhone === "string" && reservation.customerPhone.includes(terms.text))
  );
}

/** The reservations dated today or later, by date then time ascending (no time = start of day). */
export function upcomingReservations<T extends ListReservationLike>(
  reservations: readonly T[],
  today: string,
): T[] {
  const day = normalizeWireDate(today);
  if (!day) return [];
  return reservations
    .map((r, index) => ({
      r,
      index,
      date: reservationDateOf(r),
      minutes: wireTimeToMinutes(r.timeSlot) ?? -1,
    }))
    .filter((entry): entry is typeof entry & { date: string } => entry.date !== null && entry.date >= day)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.minutes - b.minutes || a.index - b.index))
    .map(({ r }) => r);
}

/** The reservations list: upcoming reservations, sorted, then the status filter and the search. */
export function filterReservationList<T extends ListReservationLike>(
  reservations: readonly T[],
  filter: ReservationListFilter,
): T[] {
  const status = filter.status ?? "all";
  return upcomingReservations(reservations, filter.today).filter(
    (r) => matchesReservationStatusFilter(r.status, status) && matchesReservationSearch(r, filter.search),
  );
}

/** The counters of the reservations list, over the upcoming reservations (not the filtered ones). */
export function reservationListCounters(
  reservations: readonly ListReservationLike[],
  today: string,
): ReservationListCounters {
  const upcoming = upcomingReservations(reservations, today);
  return {
    total: upcoming.length,
    pending: upcoming.filter((r) => r.status === "pending").length,
    confirmed: upcoming.filter((r) => isHonouredVisit(r.status)).length,
    cancelled: upcoming.filter((r) => isCancelledReservationStatus(r.status)).length,
  };
}
