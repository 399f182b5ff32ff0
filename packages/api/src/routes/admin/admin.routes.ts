import {
  adminAnalyticsResponseSchema,
  adminOverviewResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
} from "@tischservice/core";
import { z } from "zod";
import { errorResponses, jsonContent } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const tags = ["Admin"];
const route = resourceRoutes(tags);

export const overview = route.get(
  "/api/admin/overview",
  "Kacheln und System Info: Benutzer, Restaurants, aktive Sitzungen, Laufzeit, Version, letzter Lauf der Aufbewahrungsfristen (nur Admin)",
  {
    responses: { 200: jsonContent(adminOverviewResponseSchema, "Übersicht"), ...errorResponses(401, 403) },
  },
);

export const analytics = route.get(
  "/api/admin/analytics",
  "Restaurants, Benutzer nach Rolle und Reservierungen pro Woche der letzten 8 Wochen (nur Admin)",
  {
    responses: { 200: jsonContent(adminAnalyticsResponseSchema, "Analytics"), ...errorResponses(401, 403) },
  },
);

export const auditLog = route.get(
  "/api/admin/audit-log",
  "Die neuesten Einträge des Protokolls: Anmeldungen und administrative Änderungen (nur Admin)",
  {
    request: { query: auditLogQuerySchema },
    responses: { 200: jsonContent(auditLogResponseSchema, "Protokoll"), ...errorResponses(400, 401, 403) },
  },
);

export const backup = route.get(
  "/api/admin/backup",
  "System-Backup: alle Tabellen als JSON-Download; ohne Passwort-Hashes, Sitzungen, Token-Hashes, Push-Schlüssel und Mail-Warteschlange (nur Admin)",
  {
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
  },
);
