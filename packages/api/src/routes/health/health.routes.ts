import { createRoute } from "@hono/zod-openapi";
import { healthResponseSchema } from "@tischservice/core";
import { jsonContent } from "../../http/create-router.ts";

export const health = createRoute({
  method: "get",
  path: "/api/health",
  tags: ["System"],
  summary: "Lebenszeichen und Datenbanktyp",
  responses: { 200: jsonContent(healthResponseSchema, "Der Server läuft") },
});
