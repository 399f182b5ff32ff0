import { platformRetentionResponseSchema, platformRetentionUpdateRequestSchema } from "@tischservice/core";
import { answers } from "../../http/answers.ts";
import { jsonBody } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const tags = ["Admin"];
const route = resourceRoutes(tags);

export const getRetention = route.get("/api/admin/retention", {
  summary:
    "Aufbewahrungsfrist der Plattform für personenbezogene Daten von Reservierungen (Monate nach dem Besuch; nur Admin)",
  responses: answers(200, platformRetentionResponseSchema, "Aufbewahrungsfrist", [401, 403]),
});

export const updateRetention = route.put("/api/admin/retention", {
  summary:
    "Aufbewahrungsfrist der Plattform setzen: ganze Monate von 1 bis 120 (nur Admin). Restaurants können sie nur verkürzen; längere Fristen einzelner Restaurants gelten ab dann als die der Plattform",
  request: { body: jsonBody(platformRetentionUpdateRequestSchema) },
  responses: answers(200, platformRetentionResponseSchema, "Gespeichert", [400, 401, 403]),
});
