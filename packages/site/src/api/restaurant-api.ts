import {
  type OpeningHours,
  restaurantConfigResponseSchema,
  restaurantResponseSchema,
  type SpecialHour,
  specialHourListResponseSchema,
} from "@tischservice/core/schemas";
import { fetchJson } from "./fetch-json.ts";

/** The weekly opening hours of a restaurant (`GET /api/restaurantconfigs/{restaurantId}`); null when none. */
export async function fetchOpeningHours(restaurantId: string): Promise<OpeningHours | null> {
  const raw = await fetchJson(`/api/restaurantconfigs/${encodeURIComponent(restaurantId)}`);
  const parsed = restaurantConfigResponseSchema.parse(raw);
  return parsed.data?.openingHours ?? null;
}

/** The owner of a restaurant, for lists without it (`GET /api/restaurants/{id}`). */
export async function fetchOwnerId(restaurantId: string): Promise<string | null> {
  const raw = await fetchJson(`/api/restaurants/${encodeURIComponent(restaurantId)}`);
  return restaurantResponseSchema.parse(raw).data?.ownerId ?? null;
}

/** Special hours of a restaurant's owner (`GET /api/special-hours/{ownerUserId}`). */
export async function fetchSpecialHours(ownerId: string): Promise<SpecialHour[]> {
  const raw = await fetchJson(`/api/special-hours/${encodeURIComponent(ownerId)}`);
  return specialHourListResponseSchema.parse(raw).data ?? [];
}
