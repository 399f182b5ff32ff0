import {
  type ReservationPageRequest,
  type ReservationPageResponse,
  reservationPageResponseSchema,
} from "@tischservice/core";
import { requestJson } from "./http.ts";

/** The query string of a page request: only what differs from the server's defaults. */
export function reservationPageSearch(request: ReservationPageRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined || value === "") continue;
    params.set(key, String(value));
  }
  return params.size > 0 ? `?${params}` : "";
}

/** `GET /api/restaurants/{restaurantId}/reservations?…`: one page of the list, the first with its counters. */
export async function fetchReservationPage(
  restaurantId: string,
  request: ReservationPageRequest,
  signal?: AbortSignal,
): Promise<ReservationPageResponse> {
  const path = `/api/restaurants/${encodeURIComponent(restaurantId)}/reservations${reservationPageSearch(request)}`;
  return reservationPageResponseSchema.parse(await requestJson(path, signal ? { signal } : {}));
}
