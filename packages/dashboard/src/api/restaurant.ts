import { queryOptions } from "@tanstack/react-query";
import {
  type RestaurantConfig,
  restaurantConfigResponseSchema,
  type SpecialHour,
  specialHourListResponseSchema,
} from "@tischservice/core";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** `GET /api/restaurantconfigs/user/{userId}` (an owner's or a sub-user's id). */
export async function fetchConfig(userId: string): Promise<RestaurantConfig | null> {
  const raw = await dataOf(api.GET("/api/restaurantconfigs/user/{userId}", { params: { path: { userId } } }));
  return restaurantConfigResponseSchema.parse(raw).data ?? null;
}

/** The configuration of the user's restaurant. */
export const configQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.config(userId), queryFn: () => fetchConfig(userId) });

/**
 * `GET /api/restaurants/{restaurantId}/special-hours`; a failure gives an empty list
 * (docs/requirements.md#special-hours).
 */
export async function fetchSpecialHours(restaurantId: string): Promise<SpecialHour[]> {
  try {
    const raw = await dataOf(
      api.GET("/api/restaurants/{restaurantId}/special-hours", { params: { path: { restaurantId } } }),
    );
    return specialHourListResponseSchema.parse(raw).data ?? [];
  } catch (error) {
    console.warn("Besondere Zeiten konnten nicht geladen werden", error);
    return [];
  }
}

/** The restaurant's special hours. */
export const specialHoursQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: queryKeys.specialHours(restaurantId),
    queryFn: () => fetchSpecialHours(restaurantId),
  });
