import { itemResponseSchema, type Reservation, reservationSchema } from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";

const answerSchema = itemResponseSchema(reservationSchema, ["reservation"]);

/**
 * `POST /api/reservations/{id}/guest-confirm` with the reminder's token: the guest's "Ich komme wie geplant"
 *. Answers the reservation with `guestConfirmedAt`; a second answer keeps the first time.
 */
export async function confirmGuestReservation(id: string, token: string): Promise<Reservation> {
  const answer = answerSchema.parse(
    await dataOf(
      api.POST("/api/reservations/{id}/guest-confirm", { params: { path: { id } }, body: { token } }),
    ),
  );
  if (!answer.success || !answer.data) throw new ApiError(409, answer.message ?? null, answer);
  return answer.data;
}
