import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn } from "./columns.ts";

/** What the audit log records: sign-ins and administrative changes. */
export const auditActions = [
  "login",
  "login_failed",
  "logout",
  "user_created",
  "subuser_created",
  "subuser_deleted",
  "subuser_password_reset",
  "backup_downloaded",
  "user_deactivated",
  "user_reactivated",
  "user_deleted",
  "restaurant_hidden",
  "restaurant_shown",
  "demo_data_deleted",
  "signup",
  "email_verified",
  "password_reset",
  "password_changed",
  "restaurant_updated",
  "settings_updated",
  "guest_data_exported",
  "guest_data_erased",
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * The audit log: one row per sign-in or administrative change, never updated. The actor's e-mail is
 * copied so that an entry still reads right after the user is deleted (no foreign key on purpose).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: idColumn(),
    action: text("action", { enum: auditActions }).notNull(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull().default(""),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    ip: text("ip").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);
