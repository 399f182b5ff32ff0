import type { Context } from "hono";
import type { AppBindings } from "../app/types.ts";
import type { Db, Tx } from "../db/client.ts";
import { type AuditAction, auditLog } from "../db/schema/index.ts";
import { clientIp } from "../lib/client-ip.ts";

export interface AuditEntry {
  action: AuditAction;
  actor: { id: string | null; email: string };
  targetId?: string | null;
  details?: Record<string, string>;
}

/**
 * Writes one audit row for the request's caller. A failing audit write is logged, never turned into a
 * failed sign-in or change: the action itself already happened.
 */
export async function recordAudit(c: Context<AppBindings>, entry: AuditEntry, db: Db | Tx = c.var.deps.db) {
  const { now, logger } = c.var.deps;
  try {
    await db.insert(auditLog).values({
      action: entry.action,
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      targetId: entry.targetId ?? null,
      details: entry.details ?? {},
      ip: clientIp(c),
      createdAt: now(),
    });
  } catch (error) {
    logger.warn("audit write failed", {
      action: entry.action,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
