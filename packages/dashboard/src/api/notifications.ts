import { type NotificationCheckResponse, notificationCheckResponseSchema } from "@tischservice/core";
import { requestJson } from "./http.ts";

/**
 * `GET /api/notifications/check/{restaurantId}?since=`: the reservations created since `since` (ISO; the
 * server's default window without it) and `serverTime`, the next `since` on the server's clock.
 */
export async function checkNewReservations(
  restaurantId: string,
  since: string | null,
): Promise<NotificationCheckResponse> {
  const query = since ? `?since=${encodeURIComponent(since)}` : "";
  return notificationCheckResponseSchema.parse(
    await requestJson(`/api/notifications/check/${encodeURIComponent(restaurantId)}${query}`),
  );
}
