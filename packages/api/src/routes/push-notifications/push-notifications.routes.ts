import {
  pushDeviceListResponseSchema,
  pushDeviceParamsSchema,
  pushRegisterRequestSchema,
  pushStatusSchema,
  pushTestRequestSchema,
} from "@tischservice/core";
import { z } from "zod";
import { errorResponses, jsonBody, jsonContent, MessageSchema } from "../../http/create-router.ts";
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

export const register = route.post(
  "/api/push-notifications/register",
  "Gerät des Personals für Push registrieren (token = PushSubscription, platform); nur Adressen der Push-Dienste der Browser",
  {
    request: { body: jsonBody(pushRegisterRequestSchema) },
    responses: {
      201: jsonContent(
        z.object({ success: z.literal(true), message: z.string(), publicKey: z.string() }),
        "Registriert",
      ),
      ...errorResponses(400, 401, 403, 404),
    },
  },
);

export const vapidKey = route.get(
  "/api/push-notifications/vapid-public-key",
  "Öffentlicher VAPID-Schlüssel für pushManager.subscribe (öffentlich)",
  {
    responses: {
      200: jsonContent(z.object({ success: z.literal(true), publicKey: z.string() }), "Schlüssel"),
    },
  },
);

export const status = route.get(
  "/api/push-notifications/status",
  "Anzahl Geräte des Restaurants und ob der automatische Test läuft",
  {
    responses: { 200: jsonContent(pushStatusSchema, "Status"), ...errorResponses(401, 403, 404) },
  },
);

export const devices = route.get(
  "/api/push-notifications/devices",
  "Die eigenen registrierten Geräte (Name, Plattform, hinzugefügt am; nie Adresse oder Schlüssel)",
  {
    responses: { 200: jsonContent(pushDeviceListResponseSchema, "Geräte"), ...errorResponses(401, 403, 404) },
  },
);

export const removeDevice = route.delete(
  "/api/push-notifications/devices/{id}",
  "Eigenes Gerät entfernen (Admins: jedes); fremde Geräte: 404",
  {
    request: { params: pushDeviceParamsSchema },
    responses: { 200: jsonContent(MessageSchema, "Entfernt"), ...errorResponses(400, 401, 403, 404) },
  },
);

export const sendTest = route.post(
  "/api/push-notifications/test",
  "Testnachricht an alle Geräte des Restaurants; tote Abonnements (404/410) werden entfernt",
  {
    request: {
      body: { content: { "application/json": { schema: pushTestRequestSchema } }, required: false },
    },
    responses: { 200: jsonContent(Sent, "Gesendet"), ...errorResponses(400, 401, 403, 404) },
  },
);

export const startAutoTest = route.post(
  "/api/push-notifications/start-auto-test",
  "Automatischer Test: eine Nachricht pro Minute",
  {
    responses: { 200: jsonContent(Scheduler, "Gestartet"), ...errorResponses(401, 403, 404) },
  },
);

export const stopAutoTest = route.post(
  "/api/push-notifications/stop-auto-test",
  "Automatischen Test beenden",
  {
    responses: { 200: jsonContent(Scheduler, "Beendet"), ...errorResponses(401, 403, 404) },
  },
);
