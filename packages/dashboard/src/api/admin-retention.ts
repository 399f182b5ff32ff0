import { queryOptions } from "@tanstack/react-query";
import { type PlatformRetention, platformRetentionResponseSchema } from "@tischservice/core";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** `GET /api/admin/retention`: the platform's reservation retention period (admins only). */
export async function fetchPlatformRetention(): Promise<PlatformRetention> {
  return platformRetentionResponseSchema.parse(await dataOf(api.GET("/api/admin/retention"))).data;
}

export const platformRetentionQueryOptions = queryOptions({
  queryKey: queryKeys.adminRetention,
  queryFn: fetchPlatformRetention,
});

/** `PUT /api/admin/retention`: sets it; resolves with the server's German answer and the new setting. */
export async function savePlatformRetention(
  reservationMonths: number,
): Promise<{ message: string | null; data: PlatformRetention }> {
  const answer = platformRetentionResponseSchema.parse(
    await dataOf(api.PUT("/api/admin/retention", { body: { reservationMonths } })),
  );
  return { message: answer.message ?? null, data: answer.data };
}
