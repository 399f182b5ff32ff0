import { restaurantIdParamsSchema } from "@tischservice/core";
import { z } from "zod";
import { errorResponses } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const tags = ["Restaurants"];
const route = resourceRoutes(tags);

/** `?download=1` asks for the file as a download (`Content-Disposition: attachment`). */
export const qrQuerySchema = z.object({ download: z.literal("1").optional() });

const description =
  "Der QR-Code enthält die volle Adresse der Buchungsseite (`{öffentlicher Ursprung}/r/{slug}`), immer mit dem aktuellen Slug des Restaurants. Inhaber oder Admin; Unterbenutzer und andere Inhaber 403, ohne Anmeldung 401. Mit `ETag` (304 bei `If-None-Match`) und `Cache-Control: private, no-cache`; `?download=1` setzt `Content-Disposition: attachment`.";

const qrRoute = <T extends "svg" | "png">(format: T, contentType: string, body: z.ZodType) =>
  route.get(`/api/restaurants/{restaurantId}/booking-page-qr.${format}`, {
    summary: `QR-Code der Buchungsseite /r/{slug} als ${format.toUpperCase()} (Inhaber)`,
    description,
    request: { params: restaurantIdParamsSchema, query: qrQuerySchema },
    responses: {
      200: { description: `QR-Code (${contentType})`, content: { [contentType]: { schema: body } } },
      304: { description: "Unverändert" },
      ...errorResponses(400, 401, 403, 404),
    },
  });

export const getBookingPageQrSvg = qrRoute("svg", "image/svg+xml", z.string());
export const getBookingPageQrPng = qrRoute("png", "image/png", z.string().meta({ format: "binary" }));
