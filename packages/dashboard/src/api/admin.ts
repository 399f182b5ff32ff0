import { queryOptions } from "@tanstack/react-query";
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
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

// The admin's lists of accounts and restaurants are read a page at a time (`list-pages.ts`).

/** `POST /api/users/register`; resolves with the server's success message. */
export async function registerUser(payload: RegisterUserRequest): Promise<string | null> {
  return actionMessage(await dataOf(api.POST("/api/users/register", { body: payload })));
}

/** The success message of an admin action; a `success: false` answer is a refusal. */
function actionMessage(raw: unknown): string | null {
  const answer = messageResponseSchema.parse(raw);
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.message ?? null;
}

/** `PATCH /api/admin/users/{userId}`: deactivate (`true`) or reactivate (`false`); 409 for oneself or the last admin. */
export async function setUserDeactivated(userId: string, deactivated: boolean): Promise<string | null> {
  return actionMessage(
    await dataOf(
      api.PATCH("/api/admin/users/{userId}", { params: { path: { userId } }, body: { deactivated } }),
    ),
  );
}

/** `DELETE /api/admin/users/{userId}`; 409 for oneself or the last admin. */
export async function deleteUser(userId: string): Promise<string | null> {
  return actionMessage(
    await dataOf(api.DELETE("/api/admin/users/{userId}", { params: { path: { userId } } })),
  );
}

/** `PATCH /api/admin/restaurants/{restaurantId}`: show or hide it in the public partner list. */
export async function setRestaurantListed(restaurantId: string, listed: boolean): Promise<string | null> {
  return actionMessage(
    await dataOf(
      api.PATCH("/api/admin/restaurants/{restaurantId}", {
        params: { path: { restaurantId } },
        body: { listed },
      }),
    ),
  );
}

/** `DELETE /api/admin/demo-data`: every demo account and restaurant; 409 when the caller is a demo account. */
export async function deleteDemoData(): Promise<DemoDataDeletedResponse> {
  return demoDataDeletedResponseSchema.parse(await dataOf(api.DELETE("/api/admin/demo-data")));
}

/** `GET /api/health`. */
export async function fetchHealth(): Promise<HealthResponse> {
  return healthResponseSchema.parse(await dataOf(api.GET("/api/health")));
}

/** `GET /api/admin/overview`: tiles and System Info. */
export async function fetchAdminOverview(): Promise<AdminOverview> {
  return adminOverviewResponseSchema.parse(await dataOf(api.GET("/api/admin/overview"))).data;
}

/** `GET /api/admin/analytics`. */
export async function fetchAdminAnalytics(): Promise<AdminAnalytics> {
  return adminAnalyticsResponseSchema.parse(await dataOf(api.GET("/api/admin/analytics"))).data;
}

/** `GET /api/admin/audit-log`: the newest entries first. */
export async function fetchAuditLog(limit = 100): Promise<AuditEntry[]> {
  return auditLogResponseSchema.parse(
    await dataOf(api.GET("/api/admin/audit-log", { params: { query: { limit } } })),
  ).data;
}

export const adminOverviewQueryOptions = queryOptions({
  queryKey: queryKeys.adminOverview,
  queryFn: fetchAdminOverview,
});
export const healthQueryOptions = queryOptions({ queryKey: queryKeys.health, queryFn: fetchHealth });
export const adminAnalyticsQueryOptions = queryOptions({
  queryKey: queryKeys.adminAnalytics,
  queryFn: fetchAdminAnalytics,
});
export const auditLogQueryOptions = queryOptions({
  queryKey: queryKeys.auditLog,
  queryFn: () => fetchAuditLog(),
});

/** The backup file as the server names it in Content-Disposition, with a fallback. */
function fileNameOf(response: Response): string {
  const header = response.headers.get("Content-Disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? "tischservice-backup.json";
}

/** `GET /api/admin/backup`: the whole export as a file, ready to be saved. */
export async function fetchBackup(): Promise<{ blob: Blob; fileName: string }> {
  const { data, response } = await api.GET("/api/admin/backup", { parseAs: "blob" });
  return { blob: data ?? new Blob(), fileName: fileNameOf(response) };
}
