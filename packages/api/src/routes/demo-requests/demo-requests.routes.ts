import { createRoute } from "@hono/zod-openapi";
import { demoRequestBodySchema } from "@tischservice/core";
import { answers } from "../../http/answers.ts";
import { jsonBody, MessageSchema } from "../../http/create-router.ts";

export const createDemoRequest = createRoute({
  method: "post",
  path: "/api/demo-request",
  tags: ["Website"],
  summary: "Demo-Termin anfragen: speichert, benachrichtigt den Vertrieb und bestätigt per E-Mail",
  request: { body: jsonBody(demoRequestBodySchema) },
  responses: answers(201, MessageSchema, "Angefragt", 400, 429),
});
