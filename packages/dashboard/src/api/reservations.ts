import {
  type DateRange,
  messageResponseSchema,
  type Reservation,
  type ReservationStatus,
  reservationListResponseSchema,
} from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

// The status history and the guest's view through the mail's link live in files of their own: every staff
// page loads this one, and those are read only by the reservation page.

/**
 * `GET /api/reservations/restaurant/{restaurantId}?from=&to=`: the reservations dated `from`..`to` (both
 * inclusive, restaurant time, at most `RESERVATION_RANGE_MAX_DAYS`). The dashboard always names a range:
 * without one the server answers the whole history.
 */
export async function fetchReservationRange(restaurantId: string, range: DateRange): Promise<Reservation[]> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  const answer = reservationListResponseSchema.parse(
    await requestJson(`/api/reservations/restaurant/${encodeURIComponent(restaurantId)}?${query}`),
  );
  return answer.data ?? [];
}

/** `PUT /api/reservations/{id}/status`. */
export async function updateReservationStatus(id: string, status: ReservationStatus): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await requestJson(`/api/reservations/${encodeURIComponent(id)}/status`, {
      method: "PUT",
      body: { status },
    }),
  );
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer.message ?? null;
}
