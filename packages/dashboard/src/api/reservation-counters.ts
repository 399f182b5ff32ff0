import type { ReservationListCounters } from "@tischservice/core";
import { requestJson } from "./http.ts";

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
  const params = new URLSearchParams({ from: range.from, limit: "1" });
  if (range.to) params.set("to", range.to);
  const answer = await requestJson(
    `/api/restaurants/${encodeURIComponent(restaurantId)}/reservations?${params}`,
  );
  const counters = (answer as { counters?: Record<string, unknown> | null } | null)?.counters;
  return {
    total: countOf(counters?.total),
    pending: countOf(counters?.pending),
    confirmed: countOf(counters?.confirmed),
    cancelled: countOf(counters?.cancelled),
  };
}
