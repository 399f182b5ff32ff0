import { queryOptions, skipToken } from "@tanstack/react-query";
import {
  type DateRange,
  messageResponseSchema,
  type Reservation,
  type ReservationStatus,
  reservationListResponseSchema,
} from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

// The status history and the guest's view through the mail's link live in files of their own: every staff
// page loads this one, and those are read only by the reservation page.

/**
 * `GET /api/reservations/restaurant/{restaurantId}?from=&to=`: the reservations dated `from`..`to` (both
 * inclusive, restaurant time, at most `RESERVATION_RANGE_MAX_DAYS`). The dashboard always names a range:
 * without one the server answers the whole history.
 */
export async function fetchReservationRange(restaurantId: string, range: DateRange): Promise<Reservation[]> {
  const raw = await dataOf(
    api.GET("/api/reservations/restaurant/{restaurantId}", {
      params: { path: { restaurantId }, query: { from: range.from, to: range.to } },
    }),
  );
  return reservationListResponseSchema.parse(raw).data ?? [];
}

/** The reservations dated `range.from`..`range.to` (null: nothing to load yet). */
export const reservationRangeQueryOptions = (restaurantId: string, range: DateRange | null) =>
  queryOptions({
    queryKey: queryKeys.reservationRange(restaurantId, range?.from ?? "", range?.to ?? ""),
    queryFn: range ? () => fetchReservationRange(restaurantId, range) : skipToken,
  });

/** `PUT /api/reservations/{id}/status`. */
export async function updateReservationStatus(id: string, status: ReservationStatus): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await dataOf(api.PUT("/api/reservations/{id}/status", { params: { path: { id } }, body: { status } })),
  );
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer.message ?? null;
}
