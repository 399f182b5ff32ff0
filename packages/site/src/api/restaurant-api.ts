import {
  type OpeningHours,
  restaurantConfigResponseSchema,
  type SpecialHour,
  specialHourListResponseSchema,
} from "@tischservice/core/schemas";
import { fetchJson } from "./fetch-json.ts";

/** The weekly opening hours of a restaurant (`GET /api/restaurants/{restaurantId}/config`); null when none. */
export async function fetchOpeningHours(restaurantId: string): Promise<OpeningHours | null> {
  const raw = await fetchJson(`/api/restaurants/${encodeURIComponent(restaurantId)}/config`);
  const parsed = restaurantConfigResponseSchema.parse(raw);
  return parsed.data?.openingHours ?? null;
}

/** A restaurant's special hours (`GET /api/restaurants/{restaurantId}/special-hours`). */
export async function fetchSpecialHours(restaurantId: string): Promise<SpecialHour[]> {
  const raw = await fetchJson(`/api/restaurants/${encodeURIComponent(restaurantId)}/special-hours`);
  return specialHourListResponseSchema.parse(raw).data ?? [];
}
