import { type ReservationListCounters, reservationCountersAnswerSchema } from "@tischservice/core";
import { requestJson } from "./http.ts";

/**
 * The counters of the reservations dated `from`..`to` (inclusive; `to` may stay open): the list endpoint
 * asked for one row, of which only the counters are read. Kept apart from the page's schema, which would
 * bring the whole reservation schema into every page's first load.
 */
export async function fetchReservationCounters(
  restaurantId: string,
  range: { from: string; to?: string },
): Promise<ReservationListCounters> {
  const params = new URLSearchParams({ from: range.from, limit: "1" });
  if (range.to) params.set("to", range.to);
  const answer = reservationCountersAnswerSchema.parse(
    await requestJson(`/api/restaurants/${encodeURIComponent(restaurantId)}/reservations?${params}`),
  );
  return answer.counters;
}
