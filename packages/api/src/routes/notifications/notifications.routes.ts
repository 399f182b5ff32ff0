import {
  newReservationNoticeSchema,
  notificationCheckQuerySchema,
  notificationTestParamsSchema,
  restaurantIdParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { errorResponses, MessageSchema } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const tags = ["Benachrichtigungen"];
const route = resourceRoutes(tags);

export const listen = route.get("/api/notifications/listen/{restaurantId}", {
  summary: "Server-Sent Events (Personal): connected, new_reservation, changed {entity}, keepalive alle 25 s",
  request: { params: restaurantIdParamsSchema },
  responses: {
    200: { content: { "text/event-stream": { schema: z.string() } }, description: "Ereignisstrom" },
    ...errorResponses(401, 403, 404),
  },
});

export const check = route.get("/api/notifications/check/{restaurantId}", {
  summary: "Neue Reservierungen seit `since` (Personal; Rückfall, wenn der Strom ausfällt)",
  request: { params: restaurantIdParamsSchema, query: notificationCheckQuerySchema },
  responses: answers(
    200,
    z.object({
      success: z.literal(true),
      newReservations: z.array(newReservationNoticeSchema),
      serverTime: z.string().describe("Zeitpunkt der Abfrage auf der Uhr des Servers: das nächste `since`"),
    }),
    "Neue Reservierungen",
    [400, 401, 403, 404],
  ),
});

export const sendTest = route.post("/api/notifications/test/{restaurantId}", {
  summary: "Testereignis an alle offenen Dashboards des Restaurants (Personal)",
  request: { params: notificationTestParamsSchema },
  responses: answers(200, MessageSchema, "Gesendet", [401, 403, 404]),
});
