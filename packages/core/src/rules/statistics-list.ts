import {
  isCancelledReservationStatus,
  reservationGuestsOf,
  reservationStartInstant,
} from "./reservation-fields.ts";
import { type ListReservationLike, matchesReservationSearch } from "./reservation-list-filter.ts";
import { isHonouredVisit } from "./reservation-visit.ts";
import { DEFAULT_RESTAURANT_TIME_ZONE } from "./wire-date.ts";

/** What the statistics list reads from a reservation. */
export interface StatisticsListReservationLike extends ListReservationLike {
  numberOfGuests?: number | null;
  partySize?: number | null;
}

/**
 * Status filter of the statistics list (Alle, Bestätigt, Storniert). 'Bestätigt' takes every real visit
 * (`isHonouredVisit`: confirmed, arrived, seated, completed), as the summary's tile counts them.
 */
export type StatisticsStatusFilter = "all" | "confirmed" | "cancelled";

/** Sort of the statistics list (Neueste zuerst, Älteste zuerst, Name A-Z, Meiste Gäste). */
export type StatisticsSort = "date-desc" | "date-asc" | "name-asc" | "guests-desc";

/** The sort options in the order of the select. */
export const STATISTICS_SORTS: readonly StatisticsSort[] = [
  "date-desc",
  "date-asc",
  "name-asc",
  "guests-desc",
];

/** The filter of the statistics list; defaults: no search, 'all', 'date-desc'. */
export interface StatisticsListFilter {
  search?: string;
  status?: StatisticsStatusFilter;
  sort?: StatisticsSort;
  timeZone?: string;
}

/** Whether a filter differs from the defaults (for the empty-state hint and 'Filter zurücksetzen'). */
export function isStatisticsFilterActive(filter: Pick<StatisticsListFilter, "search" | "status">): boolean {
  return (filter.search ?? "").trim() !== "" || (filter.status ?? "all") !== "all";
}

const nameCollator = new Intl.Collator("de-DE", { sensitivity: "base" });

/**
 * The statistics list: search (name and e-mail case-insensitive, phone as plain substring), status
 * filter ('cancelled' includes 'canceled', 'confirmed' every real visit), then sort. Dates sort by start (date and time slot);
 * reservations with an invalid date go last in both date orders. Ties keep the input order; 'Meiste
 * Gäste' breaks ties newest first; names compare the German way, ignoring case and accents.
 */
export function filterStatisticsList<T extends StatisticsListReservationLike>(
  reservations: readonly T[],
  filter: StatisticsListFilter = {},
): T[] {
  const status = filter.status ?? "all";
  const sort = filter.sort ?? "date-desc";
  const timeZone = filter.timeZone ?? DEFAULT_RESTAURANT_TIME_ZONE;
  const entries = reservations
    .filter((r) => matchesReservationSearch(r, filter.search))
    .filter((r) =>
      status === "all"
        ? true
        : status === "cancelled"
          ? isCancelledReservationStatus(r.status)
          : isHonouredVisit(r.status),
    )
    .map((r, index) => ({ r, index, start: reservationStartInstant(r, timeZone)?.getTime() ?? null }));
  const byDate = (a: (typeof entries)[number], b: (typeof entries)[number], direction: 1 | -1): number => {
    if (a.start === null || b.start === null) return (a.start === null ? 1 : 0) - (b.start === null ? 1 : 0);
    return (a.start - b.start) * direction;
  };
  entries.sort((a, b) => {
    const order =
      sort === "date-asc"
        ? byDate(a, b, 1)
        : sort === "name-asc"
          ? nameCollator.compare(a.r.customerName ?? "", b.r.customerName ?? "")
          : sort === "guests-desc"
            ? reservationGuestsOf(b.r) - reservationGuestsOf(a.r) || byDate(a, b, -1)
            : byDate(a, b, -1);
    return order || a.index - b.index;
  });
  return entries.map(({ r }) => r);
}
