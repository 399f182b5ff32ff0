import { queryOptions } from "@tanstack/react-query";
import { type ReservationEvent, reservationEventListResponseSchema } from "@tischservice/core";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** `GET /api/reservations/{id}/events`: the status history, oldest first. */
export async function fetchReservationEvents(id: string): Promise<ReservationEvent[]> {
  const raw = await dataOf(api.GET("/api/reservations/{id}/events", { params: { path: { id } } }));
  return reservationEventListResponseSchema.parse(raw).data ?? [];
}

/** One reservation's status history, below the restaurant's reservations (re-read with them). */
export const reservationEventsQueryOptions = (restaurantId: string, reservationId: string) =>
  queryOptions({
    queryKey: queryKeys.reservationEvents(restaurantId, reservationId),
    queryFn: () => fetchReservationEvents(reservationId),
  });
