import { createRoute } from "@hono/zod-openapi";
import {
  newReservationNoticeSchema,
  notificationCheckQuerySchema,
  notificationTestParamsSchema,
  restaurantIdParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { errorResponses, jsonContent, MessageSchema } from "../../http/create-router.ts";

const tags = ["Benachrichtigungen"];

export const listen = createRoute({
  method: "get",
  path: "/api/notifications/listen/{restaurantId}",
  tags,
  summary: "Server-Sent Events (Personal): connected, new_reservation, changed {entity}, keepalive alle 25 s",
  request: { params: restaurantIdParamsSchema },
  responses: {
    200: { content: { "text/event-stream": { schema: z.string() } }, description: "Ereignisstrom" },
    ...errorResponses(401, 403, 404),
  },
});

export const check = createRoute({
  method: "get",
  path: "/api/notifications/check/{restaurantId}",
  tags,
  summary: "Neue Reservierungen seit `since` (Personal; Rückfall, wenn der Strom ausfällt)",
  request: { params: restaurantIdParamsSchema, query: notificationCheckQuerySchema },
  responses: {
    200: jsonContent(
      z.object({
        success: z.literal(true),
        newReservations: z.array(newReservationNoticeSchema),
        serverTime: z.string().describe("Zeitpunkt der Abfrage auf der Uhr des Servers: das nächste `since`"),
      }),
      "Neue Reservierungen",
    ),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const sendTest = createRoute({
  method: "post",
  path: "/api/notifications/test/{restaurantId}",
  tags,
  summary: "Testereignis an alle offenen Dashboards des Restaurants (Personal)",
  request: { params: notificationTestParamsSchema },
  responses: { 200: jsonContent(MessageSchema, "Gesendet"), ...errorResponses(401, 403, 404) },
});
