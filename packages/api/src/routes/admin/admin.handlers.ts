import {
  ADMIN_ANALYTICS_WEEKS,
  addDaysToWireDate,
  weeklyCountSeries,
  weekStartOf,
  wireDateOfInstant,
} from "@tischservice/core";
import { count, desc, gt, gte, sql } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { requireAdmin } from "../../auth/access.ts";
import { auditLog, reservations, restaurants, sessions, users } from "../../db/schema/index.ts";
import { appVersion } from "../../lib/version.ts";
import { lastRetentionRun } from "../../privacy/retention.ts";
import type { analytics, auditLog as auditLogRoute, backup, overview } from "./admin.routes.ts";
import { backupExclusions, exportTables } from "./backup.ts";

export const overviewHandler: AppRouteHandler<typeof overview> = async (c) => {
  requireAdmin(c);
  const { db, dbKind, now } = c.var.deps;
  // The demo data's share, so that the System page offers its deletion without loading any list.
  const demoCount = (isDemo: typeof users.isDemo | typeof restaurants.isDemo) =>
    sql<number>`count(*) filter (where ${isDemo})`.mapWith(Number);
  const [[userRow], [restaurantRow], [sessionRow], retention] = await Promise.all([
    db.select({ n: count(), demo: demoCount(users.isDemo) }).from(users),
    db.select({ n: count(), demo: demoCount(restaurants.isDemo) }).from(restaurants),
    db.select({ n: count() }).from(sessions).where(gt(sessions.expiresAt, now())),
    lastRetentionRun(db),
  ]);
  return c.json(
    {
      success: true,
      data: {
        users: userRow?.n ?? 0,
        restaurants: restaurantRow?.n ?? 0,
        activeSessions: sessionRow?.n ?? 0,
        uptimeSeconds: Math.floor(process.uptime()),
        version: appVersion,
        db: dbKind,
        retention,
        demo: { users: userRow?.demo ?? 0, restaurants: restaurantRow?.demo ?? 0 },
      },
    },
    200,
  );
};

export const analyticsHandler: AppRouteHandler<typeof analytics> = async (c) => {
  requireAdmin(c);
  const { db, now } = c.var.deps;
  const today = wireDateOfInstant(now()) ?? now().toISOString().slice(0, 10);
  const firstWeek = addDaysToWireDate(weekStartOf(today), -7 * (ADMIN_ANALYTICS_WEEKS - 1)) ?? today;
  const weekStart = sql<string>`to_char(date_trunc('week', ${reservations.reservationDate}::timestamp), 'YYYY-MM-DD')`;
  const [[restaurantRow], roleRows, [reservationRow], weekRows] = await Promise.all([
    db.select({ n: count() }).from(restaurants),
    db
      .select({ role: users.role, isSubuser: users.isSubuser, n: count() })
      .from(users)
      .groupBy(users.role, users.isSubuser),
    db.select({ n: count() }).from(reservations),
    db
      .select({ weekStart, n: count() })
      .from(reservations)
      .where(gte(reservations.reservationDate, firstWeek))
      .groupBy(weekStart),
  ]);
  const byRole = { admins: 0, gastro: 0, subusers: 0, customers: 0 };
  for (const row of roleRows) {
    if (row.isSubuser) byRole.subusers += row.n;
    else if (row.role === "Admin") byRole.admins += row.n;
    else if (row.role === "Gastro") byRole.gastro += row.n;
    else byRole.customers += row.n;
  }
  const total = roleRows.reduce((sum, row) => sum + row.n, 0);
  return c.json(
    {
      success: true,
      data: {
        restaurants: restaurantRow?.n ?? 0,
        users: { total, ...byRole },
        reservationsTotal: reservationRow?.n ?? 0,
        reservationsPerWeek: weeklyCountSeries(
          weekRows.map((row) => ({ weekStart: row.weekStart, count: row.n })),
          today,
        ),
      },
    },
    200,
  );
};

export const auditLogHandler: AppRouteHandler<typeof auditLogRoute> = async (c) => {
  requireAdmin(c);
  const { limit } = c.req.valid("query");
  const rows = await c.var.deps.db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return c.json(
    {
      success: true,
      data: rows.map((row) => ({
        _id: row.id,
        action: row.action,
        actorEmail: row.actorEmail,
        targetId: row.targetId,
        details: row.details,
        ip: row.ip,
        created_at: row.createdAt.toISOString(),
      })),
    },
    200,
  );
};

export const backupHandler: AppRouteHandler<typeof backup> = async (c) => {
  const admin = requireAdmin(c);
  const { db, now } = c.var.deps;
  const createdAt = now().toISOString();
  const tables = await exportTables(db);
  await recordAudit(c, {
    action: "backup_downloaded",
    actor: { id: admin.id, email: admin.email },
    details: { tables: String(Object.keys(tables).length) },
  });
  const stamp = createdAt.slice(0, 19).replace(/[:T]/g, "-");
  c.header("Content-Disposition", `attachment; filename="tischservice-backup-${stamp}.json"`);
  c.header("Cache-Control", "no-store");
  return c.json(
    {
      format: "tischservice-backup" as const,
      version: appVersion,
      createdAt,
      excluded: { ...backupExclusions },
      tables,
    },
    200,
  );
};
