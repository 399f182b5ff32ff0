import {
  type AdminAnalytics,
  type AdminOverview,
  type AuditEntry,
  adminAnalyticsResponseSchema,
  adminOverviewResponseSchema,
  auditLogResponseSchema,
  type DemoDataDeletedResponse,
  demoDataDeletedResponseSchema,
  type HealthResponse,
  healthResponseSchema,
  messageResponseSchema,
  type RegisterUserRequest,
} from "@tischservice/core";
import { ApiError, NetworkError, requestJson } from "./http.ts";

// The admin's lists of accounts and restaurants are read a page at a time (`list-pages.ts`).

/** `POST /api/users/register`; resolves with the server's success message. */
export async function registerUser(payload: RegisterUserRequest): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await requestJson("/api/users/register", { method: "POST", body: payload }),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.message ?? null;
}

/** The success message of an admin action; a `success: false` answer is a refusal. */
function actionMessage(raw: unknown): string | null {
  const answer = messageResponseSchema.parse(raw);
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.message ?? null;
}

/** `PATCH /api/admin/users/{userId}`: deactivate (`true`) or reactivate (`false`); 409 for oneself or the last admin. */
export async function setUserDeactivated(userId: string, deactivated: boolean): Promise<string | null> {
  const raw = await requestJson(`/api/admin/users/${encodeURIComponent(userId)}`, {
    method: "PATCH",
    body: { deactivated },
  });
  return actionMessage(raw);
}

/** `DELETE /api/admin/users/{userId}`; 409 for oneself or the last admin. */
export async function deleteUser(userId: string): Promise<string | null> {
  return actionMessage(
    await requestJson(`/api/admin/users/${encodeURIComponent(userId)}`, { method: "DELETE" }),
  );
}

/** `PATCH /api/admin/restaurants/{restaurantId}`: show or hide it in the public partner list. */
export async function setRestaurantListed(restaurantId: string, listed: boolean): Promise<string | null> {
  const raw = await requestJson(`/api/admin/restaurants/${encodeURIComponent(restaurantId)}`, {
    method: "PATCH",
    body: { listed },
  });
  return actionMessage(raw);
}

/** `DELETE /api/admin/demo-data`: every demo account and restaurant; 409 when the caller is a demo account. */
export async function deleteDemoData(): Promise<DemoDataDeletedResponse> {
  return demoDataDeletedResponseSchema.parse(await requestJson("/api/admin/demo-data", { method: "DELETE" }));
}

/** `GET /api/health`. */
export async function fetchHealth(): Promise<HealthResponse> {
  return healthResponseSchema.parse(await requestJson("/api/health"));
}

/** `GET /api/admin/overview`: tiles and System Info. */
export async function fetchAdminOverview(): Promise<AdminOverview> {
  return adminOverviewResponseSchema.parse(await requestJson("/api/admin/overview")).data;
}

/** `GET /api/admin/analytics`. */
export async function fetchAdminAnalytics(): Promise<AdminAnalytics> {
  return adminAnalyticsResponseSchema.parse(await requestJson("/api/admin/analytics")).data;
}

/** `GET /api/admin/audit-log`: the newest entries first. */
export async function fetchAuditLog(limit = 100): Promise<AuditEntry[]> {
  return auditLogResponseSchema.parse(await requestJson(`/api/admin/audit-log?limit=${limit}`)).data;
}

/** The backup file as the server names it in Content-Disposition, with a fallback. */
function fileNameOf(response: Response): string {
  const header = response.headers.get("Content-Disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? "tischservice-backup.json";
}

/** `GET /api/admin/backup`: the whole export as a file, ready to be saved. */
export async function fetchBackup(): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch("/api/admin/backup", { credentials: "same-origin" });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message = (body as { message?: unknown } | null)?.message;
    throw new ApiError(response.status, typeof message === "string" ? message : null, body);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}
