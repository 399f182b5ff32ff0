import * as z from "zod";
import { dateStringSchema, entityIdSchema, timestampSchema } from "./common.ts";

/** What one retention run removed (or, in a dry run, would remove), per kind. */
export const retentionCountsSchema = z.object({
  reservations: z.number().int().nonnegative(),
  /** Large groups' enquiries anonymised; 0 in runs recorded before. */
  enquiries: z.number().int().nonnegative().default(0),
  /** Waitlist entries anonymised; 0 in runs recorded before. */
  waitlist: z.number().int().nonnegative().default(0),
  mails: z.number().int().nonnegative(),
  sessions: z.number().int().nonnegative(),
  passwordResetTokens: z.number().int().nonnegative(),
  emailVerificationTokens: z.number().int().nonnegative(),
  trustedDevices: z.number().int().nonnegative(),
  auditIps: z.number().int().nonnegative(),
  demoRequests: z.number().int().nonnegative(),
  /** `.eml` files past the mail period without an outbox row (left by a crash); 0 in runs recorded before. */
  orphanMailFiles: z.number().int().nonnegative().default(0),
});
export type RetentionCounts = z.infer<typeof retentionCountsSchema>;

/** The last run of the retention job (the `retention:lastRun` setting): when, and its counts. */
export const retentionRunSchema = z.object({
  /** ISO instant the run counted from. */
  at: z.string(),
  counts: retentionCountsSchema,
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

/** `GET /api/admin/overview`: the admin's tiles and System Info, all measured by the server. */
export const adminOverviewSchema = z.object({
  users: z.number().int().nonnegative(),
  restaurants: z.number().int().nonnegative(),
  /** Sessions that have not expired yet. */
  activeSessions: z.number().int().nonnegative(),
  /** Seconds since this server process started. */
  uptimeSeconds: z.number().nonnegative(),
  version: z.string(),
  db: z.enum(["pglite", "postgres"]),
  /** The daily retention job's last run and what it removed; absent (or null) before its first run. */
  retention: retentionRunSchema.nullable().optional(),
  /** The demo seed's accounts and restaurants still there (what "Alle Demo-Daten löschen" removes). */
  demo: z
    .object({ users: z.number().int().nonnegative(), restaurants: z.number().int().nonnegative() })
    .optional(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const adminOverviewResponseSchema = z.object({
  success: z.boolean(),
  data: adminOverviewSchema,
});

/** One week of `GET /api/admin/analytics`: the Monday it starts on and the reservations in it. */
export const weeklyCountSchema = z.object({
  weekStart: dateStringSchema,
  count: z.number().int().nonnegative(),
});
export type WeeklyCount = z.infer<typeof weeklyCountSchema>;

/** `GET /api/admin/analytics`: real counts across the platform. */
export const adminAnalyticsSchema = z.object({
  restaurants: z.number().int().nonnegative(),
  users: z.object({
    total: z.number().int().nonnegative(),
    admins: z.number().int().nonnegative(),
    gastro: z.number().int().nonnegative(),
    subusers: z.number().int().nonnegative(),
    customers: z.number().int().nonnegative(),
  }),
  reservationsTotal: z.number().int().nonnegative(),
  /** The last weeks, oldest first, each week present (zero when empty). */
  reservationsPerWeek: z.array(weeklyCountSchema),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
export const adminAnalyticsResponseSchema = z.object({
  success: z.boolean(),
  data: adminAnalyticsSchema,
});

/** One row of the audit log (`GET /api/admin/audit-log`). */
export const auditEntrySchema = z.object({
  _id: entityIdSchema,
  action: z.string(),
  actorEmail: z.string(),
  targetId: z.string().nullish(),
  details: z.record(z.string(), z.string()).default({}),
  ip: z.string().default(""),
  created_at: timestampSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = z.object({
  success: z.boolean(),
  data: z.array(auditEntrySchema),
});

/** `?limit=` of the audit log: 1 to 500, default 100. */
export const auditLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
