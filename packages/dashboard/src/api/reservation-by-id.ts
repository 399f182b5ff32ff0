import { queryOptions } from "@tanstack/react-query";
import { itemResponseSchema, type Reservation, reservationSchema } from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

const reservationResponseSchema = itemResponseSchema(reservationSchema);

/** `GET /api/restaurants/{restaurantId}/reservations/{reservationId}`: one reservation, for its staff. */
export async function fetchReservation(restaurantId: string, reservationId: string): Promise<Reservation> {
  const answer = reservationResponseSchema.parse(
    await dataOf(
      api.GET("/api/restaurants/{restaurantId}/reservations/{reservationId}", {
        params: { path: { restaurantId, reservationId } },
      }),
    ),
  );
  if (!answer.data) throw new ApiError(404, answer.message ?? null, answer);
  return answer.data;
}

/** One reservation by id, below the restaurant's reservations. */
export const reservationQueryOptions = (restaurantId: string, reservationId: string) =>
  queryOptions({
    queryKey: queryKeys.reservation(restaurantId, reservationId),
    queryFn: () => fetchReservation(restaurantId, reservationId),
  });
