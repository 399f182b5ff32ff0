import {
  pushDeviceListResponseSchema,
  pushDeviceParamsSchema,
  pushRegisterRequestSchema,
  pushStatusSchema,
  pushTestRequestSchema,
} from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { jsonBody, jsonContent, MessageSchema } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const tags = ["Push"];
const route = resourceRoutes(tags);
const Sent = z.object({
  success: z.literal(true),
  message: z.string(),
  sent: z.number(),
  removed: z.number(),
  failed: z.number(),
});
const Scheduler = z.object({
  success: z.literal(true),
  message: z.string(),
  scheduler: z.object({ isRunning: z.boolean() }),
});

export const register = route.post("/api/push-notifications/register", {
  summary:
    "Gerät des Personals für Push registrieren (token = PushSubscription, platform); nur Adressen der Push-Dienste der Browser",
  request: { body: jsonBody(pushRegisterRequestSchema) },
  responses: answers(
    201,
    z.object({ success: z.literal(true), message: z.string(), publicKey: z.string() }),
    "Registriert",
    [400, 401, 403, 404],
  ),
});

export const vapidKey = route.get("/api/push-notifications/vapid-public-key", {
  summary: "Öffentlicher VAPID-Schlüssel für pushManager.subscribe (öffentlich)",
  responses: {
    200: jsonContent(z.object({ success: z.literal(true), publicKey: z.string() }), "Schlüssel"),
  },
});

export const status = route.get("/api/push-notifications/status", {
  summary: "Anzahl Geräte des Restaurants und ob der automatische Test läuft",
  responses: answers(200, pushStatusSchema, "Status", [401, 403, 404]),
});

export const devices = route.get("/api/push-notifications/devices", {
  summary: "Die eigenen registrierten Geräte (Name, Plattform, hinzugefügt am; nie Adresse oder Schlüssel)",
  responses: answers(200, pushDeviceListResponseSchema, "Geräte", [401, 403, 404]),
});

export const removeDevice = route.delete("/api/push-notifications/devices/{id}", {
  summary: "Eigenes Gerät entfernen (Admins: jedes); fremde Geräte: 404",
  request: { params: pushDeviceParamsSchema },
  responses: answers(200, MessageSchema, "Entfernt", [400, 401, 403, 404]),
});

export const sendTest = route.post("/api/push-notifications/test", {
  summary: "Testnachricht an alle Geräte des Restaurants; tote Abonnements (404/410) werden entfernt",
  request: {
    body: { content: { "application/json": { schema: pushTestRequestSchema } }, required: false },
  },
  responses: answers(200, Sent, "Gesendet", [400, 401, 403, 404]),
});

export const startAutoTest = route.post("/api/push-notifications/start-auto-test", {
  summary: "Automatischer Test: eine Nachricht pro Minute",
  responses: answers(200, Scheduler, "Gestartet", [401, 403, 404]),
});

export const stopAutoTest = route.post("/api/push-notifications/stop-auto-test", {
  summary: "Automatischen Test beenden",
  responses: answers(200, Scheduler, "Beendet", [401, 403, 404]),
});
