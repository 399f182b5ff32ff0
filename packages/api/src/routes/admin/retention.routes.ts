import { createRoute } from "@hono/zod-openapi";
import { platformRetentionResponseSchema, platformRetentionUpdateRequestSchema } from "@tischservice/core";
import { errorResponses, jsonBody, jsonContent } from "../../http/create-router.ts";

const tags = ["Admin"];

export const getRetention = createRoute({
  method: "get",
  path: "/api/admin/retention",
  tags,
  summary:
    "Aufbewahrungsfrist der Plattform für personenbezogene Daten von Reservierungen (Monate nach dem Besuch; nur Admin)",
  responses: {
    200: jsonContent(platformRetentionResponseSchema, "Aufbewahrungsfrist"),
    ...errorResponses(401, 403),
  },
});

export const updateRetention = createRoute({
  method: "put",
  path: "/api/admin/retention",
  tags,
  summary:
    "Aufbewahrungsfrist der Plattform setzen: ganze Monate von 1 bis 120 (nur Admin). Restaurants können sie nur verkürzen; längere Fristen einzelner Restaurants gelten ab dann als die der Plattform",
  request: { body: jsonBody(platformRetentionUpdateRequestSchema) },
  responses: {
    200: jsonContent(platformRetentionResponseSchema, "Gespeichert"),
    ...errorResponses(400, 401, 403),
  },
});
