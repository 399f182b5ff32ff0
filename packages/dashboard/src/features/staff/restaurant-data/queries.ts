import {
  keepPreviousData,
  type Query,
  type QueryClient,
  type QueryKey,
  useQuery,
} from "@tanstack/react-query";
import {
  DASHBOARD_REFRESH_INTERVAL_MS,
  type DateRange,
  DEFAULT_RESTAURANT_TIME_ZONE,
  OPEN_ORDER_COUNT_REFRESH_MS,
  type Reservation,
  type ReservationStatus,
  wireDateOfInstant,
} from "@tischservice/core";
import { ApiError } from "../../../api/http.ts";
import { ordersQueryOptions } from "../../../api/orders.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { reservationCountersQueryOptions } from "../../../api/reservation-counters.ts";
import { reservationRangeQueryOptions } from "../../../api/reservations.ts";
import { configQueryOptions, specialHoursQueryOptions } from "../../../api/restaurant.ts";
import { restaurantQueryOptions } from "../../../api/restaurant-by-id.ts";
import { useNow } from "../../../lib/clock.tsx";
import { usePollInterval } from "../live/live-status.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";

/** A route that is not there (yet) or a refusal is not retried. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The reservations dated `range.from`..`range.to`: the days a screen shows, never the whole history (null:
 * nothing to load yet). Polled every 2 s only while the event stream is down. While the next range loads
 * (the calendar's next month) the last one stays on screen instead of a spinner that would take the focus.
 */
export function useReservationRange(range: DateRange | null) {
  const { restaurantId } = useGastro();
  return useQuery({
    ...reservationRangeQueryOptions(restaurantId, range),
    placeholderData: keepPreviousData,
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: retryUnlessRefused,
  });
}

/**
 * The server's counters of the reservations dated `from`..`to` ("" = open end), under the list's key: the
 * shell's and home's figures beyond the days they list. Polled like the lists while the stream is down.
 */
export function useReservationCounters(from: string, to: string) {
  const { restaurantId } = useGastro();
  return useQuery({
    ...reservationCountersQueryOptions(restaurantId, from, to),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
  });
}

/** What the loaded reservation queries showed before an optimistic change: put back on a refusal. */
export type ShownBefore = Array<[QueryKey, unknown]>;

/**
 * Shows a status change at once wherever the reservation is loaded (every loaded date range and its own
 * page's query) and answers what they showed before. With `at`, also its time as `updated_at`, as the
 * server stores it (the no-show's undo is offered on the day it was marked).
 */
export async function showStatusAtOnce(
  queryClient: QueryClient,
  restaurantId: string,
  id: string,
  status: ReservationStatus,
  at?: Date,
): Promise<ShownBefore> {
  const shown = {
    queryKey: queryKeys.reservations(restaurantId),
    predicate: ({ queryKey: [, , part, one] }: Query) =>
      part === "range" || (part === "detail" && one === id),
  };
  await queryClient.cancelQueries(shown);
  const before = queryClient.getQueriesData(shown);
  const stamp = at ? { updated_at: at.toISOString() } : {};
  const changed = (r: Reservation) => (r._id === id ? { ...r, status, ...stamp } : r);
  queryClient.setQueriesData<Reservation[] | Reservation>(shown, (data) =>
    Array.isArray(data) ? data.map(changed) : data && changed(data),
  );
  return before;
}

/** Puts back what `showStatusAtOnce` found. */
export function putBack(queryClient: QueryClient, before: ShownBefore): void {
  for (const [queryKey, data] of before) queryClient.setQueryData(queryKey, data);
}

/** The restaurant; like the config and special hours polled every 2 s only while the event stream is down. */
export function useRestaurant() {
  const { restaurantId } = useGastro();
  return useQuery({
    ...restaurantQueryOptions(restaurantId),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: retryUnlessRefused,
  });
}

export function useConfig() {
  const { userId } = useGastro();
  return useQuery({
    ...configQueryOptions(userId),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: retryUnlessRefused,
  });
}

export function useSpecialHours() {
  const { restaurantId } = useGastro();
  return useQuery({
    ...specialHoursQueryOptions(restaurantId),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
  });
}

/** Orders for the frame's open-order count: re-read every 30 s while the stream is down. */
export function useOrders() {
  const { restaurantId } = useGastro();
  return useQuery({
    ...ordersQueryOptions(restaurantId),
    refetchInterval: usePollInterval(OPEN_ORDER_COUNT_REFRESH_MS),
    retry: retryUnlessRefused,
  });
}

/** The restaurant's time zone (config), Europe/Berlin until it is known. */
export function useTimeZone(): string {
  return useConfig().data?.timeZone ?? DEFAULT_RESTAURANT_TIME_ZONE;
}

/** Today's date `YYYY-MM-DD` in the restaurant's time zone. */
export function useToday(): string {
  const now = useNow();
  const timeZone = useTimeZone();
  return wireDateOfInstant(now, timeZone) ?? now.toISOString().slice(0, 10);
}
