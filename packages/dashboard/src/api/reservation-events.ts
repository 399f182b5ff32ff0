import { type ReservationEvent, reservationEventListResponseSchema } from "@tischservice/core";
import { requestJson } from "./http.ts";

/** `GET /api/reservations/{id}/events`: the status history, oldest first. */
export async function fetchReservationEvents(id: string): Promise<ReservationEvent[]> {
  const answer = reservationEventListResponseSchema.parse(
    await requestJson(`/api/reservations/${encodeURIComponent(id)}/events`),
  );
  return answer.data ?? [];
}
