import { type SpecialHour, type SpecialHourBody, specialHourListResponseSchema } from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";

function listOf(raw: unknown): SpecialHour[] {
  const answer = specialHourListResponseSchema.parse(raw);
  if (!answer.success) throw new ApiError(500, answer.message ?? null, answer);
  return answer.data ?? [];
}

/** `POST /api/restaurants/{restaurantId}/special-hours`: answers the refreshed list. */
export async function createSpecialHour(restaurantId: string, body: SpecialHourBody): Promise<SpecialHour[]> {
  return listOf(
    await dataOf(
      api.POST("/api/restaurants/{restaurantId}/special-hours", { params: { path: { restaurantId } }, body }),
    ),
  );
}

/** `PUT /api/restaurants/{restaurantId}/special-hours/{id}`: answers the refreshed list. */
export async function updateSpecialHour(
  restaurantId: string,
  id: string,
  body: SpecialHourBody,
): Promise<SpecialHour[]> {
  return listOf(
    await dataOf(
      api.PUT("/api/restaurants/{restaurantId}/special-hours/{specialHourId}", {
        params: { path: { restaurantId, specialHourId: id } },
        body,
      }),
    ),
  );
}

/** `DELETE /api/restaurants/{restaurantId}/special-hours/{id}`: answers the refreshed list. */
export async function deleteSpecialHour(restaurantId: string, id: string): Promise<SpecialHour[]> {
  return listOf(
    await dataOf(
      api.DELETE("/api/restaurants/{restaurantId}/special-hours/{specialHourId}", {
        params: { path: { restaurantId, specialHourId: id } },
      }),
    ),
  );
}
