import {
  itemResponseSchema,
  type Reservation,
  reservationSchema,
  type TimeSlotsResponse,
  timeSlotsResponseSchema,
  type UpdateReservationRequest,
} from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

// Only the reservation page edits a reservation: its calls live apart from the list's (every staff page loads
// that one).

const reservationResponseSchema = itemResponseSchema(reservationSchema);

/** `PUT /api/reservations/{id}`: the changed fields; answers the saved reservation and the server's words. */
export async function updateReservation(
  id: string,
  body: UpdateReservationRequest,
): Promise<{ reservation: Reservation; message: string | null }> {
  const raw = await requestJson(`/api/reservations/${encodeURIComponent(id)}`, { method: "PUT", body });
  const answer = reservationResponseSchema.parse(raw);
  if (!answer.success || !answer.data) throw new ApiError(409, answer.message ?? null, raw);
  return { reservation: answer.data, message: answer.message ?? null };
}

/** `GET /api/reservations/{id}/timeslots?date=&guests=`: the day's slots with the reservation's tables free. */
export async function fetchReservationTimeSlots(
  id: string,
  date: string,
  guests: number,
): Promise<TimeSlotsResponse> {
  const query = new URLSearchParams({ date, guests: String(guests) });
  const answer = timeSlotsResponseSchema.parse(
    await requestJson(`/api/reservations/${encodeURIComponent(id)}/timeslots?${query}`),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer;
}
