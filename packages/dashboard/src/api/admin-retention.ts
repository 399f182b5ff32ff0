import { type PlatformRetention, platformRetentionResponseSchema } from "@tischservice/core";
import { requestJson } from "./http.ts";

/** `GET /api/admin/retention`: the platform's reservation retention period (admins only). */
export async function fetchPlatformRetention(): Promise<PlatformRetention> {
  return platformRetentionResponseSchema.parse(await requestJson("/api/admin/retention")).data;
}

/** `PUT /api/admin/retention`: sets it; resolves with the server's German answer and the new setting. */
export async function savePlatformRetention(
  reservationMonths: number,
): Promise<{ message: string | null; data: PlatformRetention }> {
  const answer = platformRetentionResponseSchema.parse(
    await requestJson("/api/admin/retention", { method: "PUT", body: { reservationMonths } }),
  );
  return { message: answer.message ?? null, data: answer.data };
}
