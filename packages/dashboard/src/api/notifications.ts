import { type NotificationCheckResponse, notificationCheckResponseSchema } from "@tischservice/core";
import { api, dataOf } from "./client.ts";

/**
 * `GET /api/notifications/check/{restaurantId}?since=`: the reservations created since `since` (ISO; the
 * server's default window without it) and `serverTime`, the next `since` on the server's clock.
 */
export async function checkNewReservations(
  restaurantId: string,
  since: string | null,
): Promise<NotificationCheckResponse> {
  const raw = await dataOf(
    api.GET("/api/notifications/check/{restaurantId}", {
      params: { path: { restaurantId }, query: since ? { since } : {} },
    }),
  );
  return notificationCheckResponseSchema.parse(raw);
}
