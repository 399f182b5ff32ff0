import { healthResponseSchema } from "@tischservice/core";
import { jsonContent } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const route = resourceRoutes(["System"]);

export const health = route.get("/api/health", {
  summary: "Lebenszeichen und Datenbanktyp",
  responses: { 200: jsonContent(healthResponseSchema, "Der Server läuft") },
});
