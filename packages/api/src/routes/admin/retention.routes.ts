import { platformRetentionResponseSchema, platformRetentionUpdateRequestSchema } from "@tischservice/core";
import { errorResponses, jsonBody, jsonContent } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const tags = ["Admin"];
const route = resourceRoutes(tags);

export const getRetention = route.get(
  "/api/admin/retention",
  "Aufbewahrungsfrist der Plattform für personenbezogene Daten von Reservierungen (Monate nach dem Besuch; nur Admin)",
  {
    responses: {
      200: jsonContent(platformRetentionResponseSchema, "Aufbewahrungsfrist"),
      ...errorResponses(401, 403),
    },
  },
);

export const updateRetention = route.put(
  "/api/admin/retention",
  "Aufbewahrungsfrist der Plattform setzen: ganze Monate von 1 bis 120 (nur Admin). Restaurants können sie nur verkürzen; längere Fristen einzelner Restaurants gelten ab dann als die der Plattform",
  {
    request: { body: jsonBody(platformRetentionUpdateRequestSchema) },
    responses: {
      200: jsonContent(platformRetentionResponseSchema, "Gespeichert"),
      ...errorResponses(400, 401, 403),
    },
  },
);
