import { queryOptions } from "@tanstack/react-query";
import { type Restaurant, restaurantResponseSchema } from "@tischservice/core";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

// A file of its own: the customer view reads a restaurant without the configuration's and special hours'
// schemas, which the staff's first visit then keeps in its own chunk.

/** `GET /api/restaurants/{id}`. */
export async function fetchRestaurant(restaurantId: string): Promise<Restaurant | null> {
  const raw = await dataOf(
    api.GET("/api/restaurants/{restaurantId}", { params: { path: { restaurantId } } }),
  );
  return restaurantResponseSchema.parse(raw).data ?? null;
}

/** The staff's restaurant. */
export const restaurantQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: queryKeys.restaurant(restaurantId),
    queryFn: () => fetchRestaurant(restaurantId),
  });

/** One restaurant by id as the customer chose it (null: none chosen, nothing to load). */
export const publicRestaurantQueryOptions = (restaurantId: string | null) =>
  queryOptions({
    queryKey: queryKeys.publicRestaurant(restaurantId ?? ""),
    queryFn: () => (restaurantId ? fetchRestaurant(restaurantId) : null),
  });
