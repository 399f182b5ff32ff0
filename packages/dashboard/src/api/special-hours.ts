import { type SpecialHour, type SpecialHourBody, specialHourListResponseSchema } from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

function listOf(raw: unknown): SpecialHour[] {
  const answer = specialHourListResponseSchema.parse(raw);
  if (!answer.success) throw new ApiError(500, answer.message ?? null, answer);
  return answer.data ?? [];
}

/** `POST /api/special-hours/{ownerId}`: answers the refreshed list. */
export async function createSpecialHour(ownerId: string, body: SpecialHourBody): Promise<SpecialHour[]> {
  return listOf(
    await requestJson(`/api/special-hours/${encodeURIComponent(ownerId)}`, { method: "POST", body }),
  );
}

/** `PUT /api/special-hours/{ownerId}/{id}`: answers the refreshed list. */
export async function updateSpecialHour(
  ownerId: string,
  id: string,
  body: SpecialHourBody,
): Promise<SpecialHour[]> {
  return listOf(
    await requestJson(`/api/special-hours/${encodeURIComponent(ownerId)}/${encodeURIComponent(id)}`, {
      method: "PUT",
      body,
    }),
  );
}

/** `DELETE /api/special-hours/{ownerId}/{id}`: answers the refreshed list. */
export async function deleteSpecialHour(ownerId: string, id: string): Promise<SpecialHour[]> {
  return listOf(
    await requestJson(`/api/special-hours/${encodeURIComponent(ownerId)}/${encodeURIComponent(id)}`, {
      method: "DELETE",
    }),
  );
}
