import {
  envelopeSchema,
  type Reservation,
  reservationSchema,
  type SeatNowRefusal,
  type SeatNowRequest,
  seatNowRefusalSchema,
} from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";

const seatNowAnswerSchema = envelopeSchema(reservationSchema);

/** `POST /api/reservations/seat-now`: seats a walk-in on one table at once; answers the new reservation and the server's message. */
export async function seatNow(
  request: SeatNowRequest,
): Promise<{ reservation: Reservation | null; message: string | null }> {
  const answer = seatNowAnswerSchema.parse(
    await dataOf(api.POST("/api/reservations/seat-now", { body: request })),
  );
  return { reservation: answer.data ?? null, message: answer.message ?? null };
}

/** The refusal's times when the server said the table is busy or free only for a while (409), else null. */
export function seatNowRefusalOf(error: unknown): SeatNowRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = seatNowRefusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
