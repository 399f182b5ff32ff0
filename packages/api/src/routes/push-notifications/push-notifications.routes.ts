import { createRoute } from "@hono/zod-openapi";
import {
  pushDeviceListResponseSchema,
  pushDeviceParamsSchema,
  pushRegisterRequestSchema,
  pushStatusSchema,
  pushTestRequestSchema,
} from "@tischservice/core";
import { z } from "zod";
import { errorResponses, jsonBody, jsonContent, MessageSchema } from "../../http/create-router.ts";

const tags = ["Push"];
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

export const register = createRoute({
  method: "post",
  path: "/api/push-notifications/register",
  tags,
  summary:
    "Gerät des Personals für Push registrieren (token = PushSubscription, platform); nur Adressen der Push-Dienste der Browser",
  request: { body: jsonBody(pushRegisterRequestSchema) },
  responses: {
    201: jsonContent(
      z.object({ success: z.literal(true), message: z.string(), publicKey: z.string() }),
      "Registriert",
    ),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const vapidKey = createRoute({
  method: "get",
  path: "/api/push-notifications/vapid-public-key",
  tags,
  summary: "Öffentlicher VAPID-Schlüssel für pushManager.subscribe (öffentlich)",
  responses: { 200: jsonContent(z.object({ success: z.literal(true), publicKey: z.string() }), "Schlüssel") },
});

export const status = createRoute({
  method: "get",
  path: "/api/push-notifications/status",
  tags,
  summary: "Anzahl Geräte des Restaurants und ob der automatische Test läuft",
  responses: { 200: jsonContent(pushStatusSchema, "Status"), ...errorResponses(401, 403, 404) },
});

export const devices = createRoute({
  method: "get",
  path: "/api/push-notifications/devices",
  tags,
  summary: "Die eigenen registrierten Geräte (Name, Plattform, hinzugefügt am; nie Adresse oder Schlüssel)",
  responses: { 200: jsonContent(pushDeviceListResponseSchema, "Geräte"), ...errorResponses(401, 403, 404) },
});

export const removeDevice = createRoute({
  method: "delete",
  path: "/api/push-notifications/devices/{id}",
  tags,
  summary: "Eigenes Gerät entfernen (Admins: jedes); fremde Geräte: 404",
  request: { params: pushDeviceParamsSchema },
  responses: { 200: jsonContent(MessageSchema, "Entfernt"), ...errorResponses(400, 401, 403, 404) },
});

export const sendTest = createRoute({
  method: "post",
  path: "/api/push-notifications/test",
  tags,
  summary: "Testnachricht an alle Geräte des Restaurants; tote Abonnements (404/410) werden entfernt",
  request: { body: { content: { "application/json": { schema: pushTestRequestSchema } }, required: false } },
  responses: { 200: jsonContent(Sent, "Gesendet"), ...errorResponses(400, 401, 403, 404) },
});

export const startAutoTest = createRoute({
  method: "post",
  path: "/api/push-notifications/start-auto-test",
  tags,
  summary: "Automatischer Test: eine Nachricht pro Minute",
  responses: { 200: jsonContent(Scheduler, "Gestartet"), ...errorResponses(401, 403, 404) },
});

export const stopAutoTest = createRoute({
  method: "post",
  path: "/api/push-notifications/stop-auto-test",
  tags,
  summary: "Automatischen Test beenden",
  responses: { 200: jsonContent(Scheduler, "Beendet"), ...errorResponses(401, 403, 404) },
});
