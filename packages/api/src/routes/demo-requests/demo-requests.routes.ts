import { createRoute } from "@hono/zod-openapi";
import { demoRequestBodySchema } from "@tischservice/core";
import { errorResponses, jsonBody, jsonContent, MessageSchema } from "../../http/create-router.ts";

export const createDemoRequest = createRoute({
  method: "post",
  path: "/api/demo-request",
  tags: ["Website"],
  summary: "Demo-Termin anfragen: speichert, benachrichtigt den Vertrieb und bestätigt per E-Mail",
  request: { body: jsonBody(demoRequestBodySchema) },
  responses: { 201: jsonContent(MessageSchema, "Angefragt"), ...errorResponses(400, 429) },
});
