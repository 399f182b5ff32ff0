import { type Restaurant, restaurantResponseSchema } from "@tischservice/core";
import { requestJson } from "./http.ts";

// A file of its own: the customer view reads a restaurant without the configuration's and special hours'
// schemas, which the staff's first visit then keeps in its own chunk.

/** `GET /api/restaurants/{id}`. */
export async function fetchRestaurant(restaurantId: string): Promise<Restaurant | null> {
  const answer = restaurantResponseSchema.parse(
    await requestJson(`/api/restaurants/${encodeURIComponent(restaurantId)}`),
  );
  return answer.data ?? null;
}
