import { queryOptions } from "@tanstack/react-query";
import {
  itemResponseSchema,
  type Reservation,
  reservationSchema,
  type TimeSlotsResponse,
  timeSlotsResponseSchema,
  type UpdateReservationRequest,
} from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

// Only the reservation page edits a reservation: its calls live apart from the list's (every staff page loads
// that one).

const reservationResponseSchema = itemResponseSchema(reservationSchema);

/** `PUT /api/reservations/{id}`: the changed fields; answers the saved reservation and the server's words. */
export async function updateReservation(
  id: string,
  body: UpdateReservationRequest,
): Promise<{ reservation: Reservation; message: string | null }> {
  const raw = await dataOf(api.PUT("/api/reservations/{id}", { params: { path: { id } }, body }));
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
  const answer = timeSlotsResponseSchema.parse(
    await dataOf(
      api.GET("/api/reservations/{id}/timeslots", {
        params: { path: { id }, query: { date, guests: String(guests) } },
      }),
    ),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer;
}

/** The times one reservation could move to on a day, for a party. */
export const reservationTimeSlotsQueryOptions = (
  restaurantId: string,
  reservationId: string,
  date: string,
  guests: number,
) =>
  queryOptions({
    queryKey: queryKeys.reservationTimeSlots(restaurantId, reservationId, date, guests),
    queryFn: () => fetchReservationTimeSlots(reservationId, date, guests),
  });
