import { queryOptions } from "@tanstack/react-query";
import { messageResponseSchema, type Reservation, reservationListResponseSchema } from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** `GET /api/reservations/user/{email}`: the signed-in customer's own reservations. */
export async function fetchMyReservations(email: string): Promise<Reservation[]> {
  const raw = await dataOf(
    api.GET("/api/reservations/user/{email}", { params: { path: { email: email.toLowerCase() } } }),
  );
  return reservationListResponseSchema.parse(raw).data ?? [];
}

/** The signed-in customer's own reservations. */
export const myReservationsQueryOptions = (email: string) =>
  queryOptions({ queryKey: queryKeys.myReservations(email), queryFn: () => fetchMyReservations(email) });

/** `POST /api/reservations/{id}/cancel`: the customer cancels their own reservation. */
export async function cancelMyReservation(id: string): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await dataOf(api.POST("/api/reservations/{id}/cancel", { params: { path: { id } } })),
  );
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer.message ?? null;
}
