import { demoRequestBodySchema } from "@tischservice/core";
import { answers } from "../../http/answers.ts";
import { jsonBody, MessageSchema } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const route = resourceRoutes(["Website"]);

export const createDemoRequest = route.post("/api/demo-request", {
  summary: "Demo-Termin anfragen: speichert, benachrichtigt den Vertrieb und bestätigt per E-Mail",
  request: { body: jsonBody(demoRequestBodySchema) },
  responses: answers(201, MessageSchema, "Angefragt", [400, 429]),
});
