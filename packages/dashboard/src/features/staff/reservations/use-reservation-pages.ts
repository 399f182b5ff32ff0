import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import {
  DASHBOARD_REFRESH_INTERVAL_MS,
  type Reservation,
  type ReservationListCounters,
  type ReservationPageRequest,
} from "@tischservice/core";
import { useMemo } from "react";
import { reservationPagesQueryOptions } from "../../../api/reservation-pages.ts";
import { usePollInterval } from "../live/live-status.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";

/** A list's filter and order: a page request without its cursor. */
export type ReservationPageFilter = Omit<ReservationPageRequest, "cursor">;

export interface ReservationPages {
  /** The loaded pages' reservations, in the list's order. */
  reservations: readonly Reservation[];
  /** The first page's counters (null until it has loaded). */
  counters: ReservationListCounters | null;
  isPending: boolean;
  isError: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The restaurant's reservations of one filter, a page at a time from the server. Kept under the
 * reservations' key, so that every change reloads the loaded pages; the previous filter's rows stay on
 * screen while another one loads (typing a search does not blank the list).
 */
export function useReservationPages(filter: ReservationPageFilter): ReservationPages {
  const { restaurantId } = useGastro();
  const query = useInfiniteQuery({
    ...reservationPagesQueryOptions(restaurantId, filter),
    placeholderData: keepPreviousData,
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
  });
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const reservations = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const loadMore = useMemo(
    () => () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  return {
    reservations,
    counters: data?.pages[0]?.counters ?? null,
    isPending: query.isPending,
    isError: query.isError,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore,
  };
}

/** The dates the loaded rows span (for one request of their guests' hints), or null without rows. */
export function loadedDateRange(reservations: readonly Reservation[]): { from: string; to: string } | null {
  let from: string | null = null;
  let to: string | null = null;
  for (const r of reservations) {
    const date = r.reservationDate;
    if (!date) continue;
    if (from === null || date < from) from = date;
    if (to === null || date > to) to = date;
  }
  return from !== null && to !== null ? { from, to } : null;
}
