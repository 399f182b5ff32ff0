import { messageResponseSchema, type Reservation, reservationListResponseSchema } from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

/** `GET /api/reservations/user/{email}`: the signed-in customer's own reservations. */
export async function fetchMyReservations(email: string): Promise<Reservation[]> {
  const answer = reservationListResponseSchema.parse(
    await requestJson(`/api/reservations/user/${encodeURIComponent(email.toLowerCase())}`),
  );
  return answer.data ?? [];
}

/** `POST /api/reservations/{id}/cancel`: the customer cancels their own reservation. */
export async function cancelMyReservation(id: string): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await requestJson(`/api/reservations/${encodeURIComponent(id)}/cancel`, { method: "POST" }),
  );
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer.message ?? null;
}
