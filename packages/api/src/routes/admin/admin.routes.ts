import {
  adminAnalyticsResponseSchema,
  adminOverviewResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
} from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const tags = ["Admin"];
const route = resourceRoutes(tags);

export const overview = route.get("/api/admin/overview", {
  summary:
    "Kacheln und System Info: Benutzer, Restaurants, aktive Sitzungen, Laufzeit, Version, letzter Lauf der Aufbewahrungsfristen (nur Admin)",
  responses: answers(200, adminOverviewResponseSchema, "Übersicht", [401, 403]),
});

export const analytics = route.get("/api/admin/analytics", {
  summary: "Restaurants, Benutzer nach Rolle und Reservierungen pro Woche der letzten 8 Wochen (nur Admin)",
  responses: answers(200, adminAnalyticsResponseSchema, "Analytics", [401, 403]),
});

export const auditLog = route.get("/api/admin/audit-log", {
  summary: "Die neuesten Einträge des Protokolls: Anmeldungen und administrative Änderungen (nur Admin)",
  request: { query: auditLogQuerySchema },
  responses: answers(200, auditLogResponseSchema, "Protokoll", [400, 401, 403]),
});

export const backup = route.get("/api/admin/backup", {
  summary:
    "System-Backup: alle Tabellen als JSON-Download; ohne Passwort-Hashes, Sitzungen, Token-Hashes, Push-Schlüssel und Mail-Warteschlange (nur Admin)",
  responses: answers(
    200,
    z.object({
      format: z.literal("tischservice-backup"),
      version: z.string(),
      createdAt: z.string(),
      excluded: z.record(z.string(), z.string()),
      tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
    }),
    "Backup (Content-Disposition: attachment)",
    [401, 403],
  ),
});
