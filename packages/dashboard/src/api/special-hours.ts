import { type SpecialHour, type SpecialHourBody, specialHourListResponseSchema } from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

/** A restaurant's special hours, under its own id. */
const pathOf = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/special-hours`;

function listOf(raw: unknown): SpecialHour[] {
  const answer = specialHourListResponseSchema.parse(raw);
  if (!answer.success) throw new ApiError(500, answer.message ?? null, answer);
  return answer.data ?? [];
}

/** `POST /api/restaurants/{restaurantId}/special-hours`: answers the refreshed list. */
export async function createSpecialHour(restaurantId: string, body: SpecialHourBody): Promise<SpecialHour[]> {
  return listOf(await requestJson(`${pathOf(restaurantId)}`, { method: "POST", body }));
}

/** `PUT /api/restaurants/{restaurantId}/special-hours/{id}`: answers the refreshed list. */
export async function updateSpecialHour(
  restaurantId: string,
  id: string,
  body: SpecialHourBody,
): Promise<SpecialHour[]> {
  return listOf(
    await requestJson(`${pathOf(restaurantId)}/${encodeURIComponent(id)}`, {
      method: "PUT",
      body,
    }),
  );
}

/** `DELETE /api/restaurants/{restaurantId}/special-hours/{id}`: answers the refreshed list. */
export async function deleteSpecialHour(restaurantId: string, id: string): Promise<SpecialHour[]> {
  return listOf(
    await requestJson(`${pathOf(restaurantId)}/${encodeURIComponent(id)}`, {
      method: "DELETE",
    }),
  );
}
