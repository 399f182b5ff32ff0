import {
  type RestaurantConfig,
  restaurantConfigResponseSchema,
  type SpecialHour,
  specialHourListResponseSchema,
} from "@tischservice/core";
import { requestJson } from "./http.ts";

/** `GET /api/restaurantconfigs/user/{userId}` (an owner's or a sub-user's id). */
export async function fetchConfig(userId: string): Promise<RestaurantConfig | null> {
  const answer = restaurantConfigResponseSchema.parse(
    await requestJson(`/api/restaurantconfigs/user/${encodeURIComponent(userId)}`),
  );
  return answer.data ?? null;
}

/**
 * `GET /api/restaurants/{restaurantId}/special-hours`; a failure gives an empty list
 * (docs/requirements.md#special-hours).
 */
export async function fetchSpecialHours(restaurantId: string): Promise<SpecialHour[]> {
  try {
    const answer = specialHourListResponseSchema.parse(
      await requestJson(`/api/restaurants/${encodeURIComponent(restaurantId)}/special-hours`),
    );
    return answer.data ?? [];
  } catch (error) {
    console.warn("Besondere Zeiten konnten nicht geladen werden", error);
    return [];
  }
}
