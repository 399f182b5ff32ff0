import { queryOptions } from "@tanstack/react-query";
import type { ReservationListCounters } from "@tischservice/core";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** A count of the answer, 0 when it is missing or not a count. */
const countOf = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : 0);

/**
 * The counters of the reservations dated `from`..`to` (inclusive; `to` may stay open): the list endpoint
 * asked for one row, of which only the counters are read. Read by hand rather than through the page's
 * schema: the shell shows them on every page's first load, which the reservation schema would weigh down.
 */
export async function fetchReservationCounters(
  restaurantId: string,
  range: { from: string; to?: string },
): Promise<ReservationListCounters> {
  const answer = await dataOf(
    api.GET("/api/restaurants/{restaurantId}/reservations", {
      params: {
        path: { restaurantId },
        query: { from: range.from, limit: 1, ...(range.to ? { to: range.to } : {}) },
      },
    }),
  );
  const counters = (answer as { counters?: Record<string, unknown> | null } | null)?.counters;
  return {
    total: countOf(counters?.total),
    pending: countOf(counters?.pending),
    confirmed: countOf(counters?.confirmed),
    cancelled: countOf(counters?.cancelled),
  };
}

/** The counters of the reservations dated `from`..`to` ("" = open end), under the list's key. */
export const reservationCountersQueryOptions = (restaurantId: string, from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.reservationCounters(restaurantId, from, to),
    queryFn: () => fetchReservationCounters(restaurantId, to === "" ? { from } : { from, to }),
  });
