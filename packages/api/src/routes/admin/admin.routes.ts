import { createRoute } from "@hono/zod-openapi";
import {
  adminAnalyticsResponseSchema,
  adminOverviewResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
} from "@tischservice/core";
import { z } from "zod";
import { errorResponses, jsonContent } from "../../http/create-router.ts";

const tags = ["Admin"];

export const overview = createRoute({
  method: "get",
  path: "/api/admin/overview",
  tags,
  summary:
    "Kacheln und System Info: Benutzer, Restaurants, aktive Sitzungen, Laufzeit, Version, letzter Lauf der Aufbewahrungsfristen (nur Admin)",
  responses: { 200: jsonContent(adminOverviewResponseSchema, "Übersicht"), ...errorResponses(401, 403) },
});

export const analytics = createRoute({
  method: "get",
  path: "/api/admin/analytics",
  tags,
  summary: "Restaurants, Benutzer nach Rolle und Reservierungen pro Woche der letzten 8 Wochen (nur Admin)",
  responses: { 200: jsonContent(adminAnalyticsResponseSchema, "Analytics"), ...errorResponses(401, 403) },
});

export const auditLog = createRoute({
  method: "get",
  path: "/api/admin/audit-log",
  tags,
  summary: "Die neuesten Einträge des Protokolls: Anmeldungen und administrative Änderungen (nur Admin)",
  request: { query: auditLogQuerySchema },
  responses: { 200: jsonContent(auditLogResponseSchema, "Protokoll"), ...errorResponses(400, 401, 403) },
});

export const backup = createRoute({
  method: "get",
  path: "/api/admin/backup",
  tags,
  summary:
    "System-Backup: alle Tabellen als JSON-Download; ohne Passwort-Hashes, Sitzungen, Token-Hashes, Push-Schlüssel und Mail-Warteschlange (nur Admin)",
  responses: {
    200: jsonContent(
      z.object({
        format: z.literal("tischservice-backup"),
        version: z.string(),
        createdAt: z.string(),
        excluded: z.record(z.string(), z.string()),
        tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
      }),
      "Backup (Content-Disposition: attachment)",
    ),
    ...errorResponses(401, 403),
  },
});
