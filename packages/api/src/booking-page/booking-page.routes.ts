import { createRoute } from "@hono/zod-openapi";
import { bookingPageSchema, restaurantSlugParamsSchema } from "@tischservice/core";
import { z } from "zod";
import { errorResponses, jsonContent } from "../http/create-router.ts";
import { dataAnswer } from "../lib/answer-schemas.ts";

/**
 * Under a path of its own rather than below `/api/restaurants/{restaurantId}/…`: there a slug such as
 * `reservations` would also read as a restaurant id of another route.
 */
export const getBookingPage = createRoute({
  method: "get",
  path: "/api/booking-pages/{slug}",
  tags: ["Restaurants"],
  summary: "Inhalt der Buchungsseite /r/{slug} eines Restaurants (öffentlich, zwischenspeicherbar)",
  description:
    "Öffentliche Angaben, Öffnungszeiten (Montag zuerst), besondere Tage der nächsten sechs Wochen und einige Gerichte; `indexable` ist false für ein nicht gelistetes oder ein Demo-Restaurant. Ein Slug, den das Restaurant aufgegeben hat, antwortet 301 auf den aktuellen. 404 für einen unbekannten Slug oder ein Restaurant, dessen Inhaber nicht bestätigt oder deaktiviert ist. Mit `Cache-Control` und `ETag` (304 bei `If-None-Match`).",
  request: { params: restaurantSlugParamsSchema },
  responses: {
    200: jsonContent(dataAnswer(bookingPageSchema), "Die Buchungsseite"),
    301: {
      description:
        "Ein früherer Slug des Restaurants: dauerhaft weitergeleitet (`Location`) auf `/api/booking-pages/{aktueller Slug}`",
      headers: z.object({ Location: z.string() }),
    },
    ...errorResponses(400, 404),
  },
});
