import { itemResponseSchema, type Reservation, reservationSchema } from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

const reservationResponseSchema = itemResponseSchema(reservationSchema);

/** `GET /api/restaurants/{restaurantId}/reservations/{reservationId}`: one reservation, for its staff. */
export async function fetchReservation(restaurantId: string, reservationId: string): Promise<Reservation> {
  const answer = reservationResponseSchema.parse(
    await requestJson(
      `/api/restaurants/${encodeURIComponent(restaurantId)}/reservations/${encodeURIComponent(reservationId)}`,
    ),
  );
  if (!answer.data) throw new ApiError(404, answer.message ?? null, answer);
  return answer.data;
}
