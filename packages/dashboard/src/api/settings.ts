import {
  createRestaurantResponseSchema,
  type Restaurant,
  type RestaurantConfig,
  restaurantConfigResponseSchema,
  restaurantResponseSchema,
  type UpdateRestaurantConfigRequest,
  type UpdateRestaurantRequest,
} from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";

/**
 * `PUT /api/restaurants/{restaurantId}/config`: the whole configuration. With `expectedUpdatedAt` the server
 * refuses a save from a stale copy with 409 (`ApiError.body.config` holds the current one).
 */
export async function saveConfig(
  restaurantId: string,
  config: UpdateRestaurantConfigRequest,
  signal?: AbortSignal,
): Promise<RestaurantConfig> {
  const answer = restaurantConfigResponseSchema.parse(
    await dataOf(
      api.PUT("/api/restaurants/{restaurantId}/config", {
        params: { path: { restaurantId } },
        body: config,
        ...(signal ? { signal } : {}),
      }),
    ),
  );
  if (!answer.success || !answer.data) throw new ApiError(500, answer.message ?? null, answer);
  return answer.data;
}

/** The configuration a 409 answer carries (the server's current version), if any. */
export function conflictConfigOf(error: unknown): RestaurantConfig | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = restaurantConfigResponseSchema.safeParse(error.body);
  return parsed.success ? (parsed.data.data ?? null) : null;
}

/** The restaurant a 409 answer to a field save carries (the server's current values), if any. */
export function conflictRestaurantOf(error: unknown): Restaurant | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = restaurantResponseSchema.safeParse(error.body);
  return parsed.success ? (parsed.data.data ?? null) : null;
}

/**
 * `PUT /api/restaurants/{restaurantId}` with the changed fields only (saved on blur) and, under
 * `expected`, the values they had when read: a field changed elsewhere meanwhile answers 409.
 */
export async function updateRestaurant(
  restaurantId: string,
  fields: UpdateRestaurantRequest,
): Promise<Restaurant> {
  const answer = restaurantResponseSchema.parse(
    await dataOf(
      api.PUT("/api/restaurants/{restaurantId}", { params: { path: { restaurantId } }, body: fields }),
    ),
  );
  if (!answer.success || !answer.data) throw new ApiError(500, answer.message ?? null, answer);
  return answer.data;
}

/** `POST /api/debug/create-restaurant`: "Restaurant jetzt erstellen" for an owner without one. */
export async function createRestaurant(input: {
  userId: string;
  name: string;
  email: string;
}): Promise<Restaurant> {
  const answer = createRestaurantResponseSchema.parse(
    await dataOf(api.POST("/api/debug/create-restaurant", { body: input })),
  );
  if (!answer.success || !answer.data) throw new ApiError(500, answer.message ?? null, answer);
  return answer.data;
}
