import { apiAnswerTexts } from "@tischservice/core";
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema/index.ts";

const why = apiAnswerTexts.backup;

/**
 * What the backup leaves out, and why. A backup file travels (mail, laptops, cloud drives): nothing in
 * it may let its holder sign in as someone or act for a device.
 */
export const backupExclusions = {
  "users.password_hash": why.passwordHashes,
  sessions: why.sessions,
  "password_reset_tokens.token_hash": why.resetTokens,
  "reservations.manage_token_hash": why.guestLinks,
  "reservations.reminder_token_hash": why.guestLinks,
  "push_subscriptions.subscription": why.pushSubscriptions,
  "app_settings.vapid": why.vapidKey,
  outbox: why.outbox,
} as const;

/** Every table of the schema (new tables are included without touching this file). */
function allTables(): PgTable[] {
  const exports: unknown[] = Object.values(schema);
  return exports.filter((value): value is PgTable => is(value, PgTable));
}

/** A JSON-safe cell: instants as ISO text, binary data (uploads) as base64. */
function jsonCell(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return { base64: Buffer.from(value).toString("base64") };
  return value;
}

/** The rows of all tables, keyed by table name, without the excluded tables and columns. */
export async function exportTables(db: Db): Promise<Record<string, Array<Record<string, unknown>>>> {
  const result: Record<string, Array<Record<string, unknown>>> = {};
  const excluded = new Set<string>(Object.keys(backupExclusions));
  const tables = allTables().sort((a, b) => getTableName(a).localeCompare(getTableName(b)));
  for (const table of tables) {
    const name = getTableName(table);
    if (excluded.has(name)) continue;
    const columns = Object.entries(getTableColumns(table)).filter(
      ([, column]) => !excluded.has(`${name}.${column.name}`),
    );
    const rows = (await db.select().from(table)) as Array<Record<string, unknown>>;
    result[name] = rows
      .filter((row) => !(name === "app_settings" && excluded.has(`app_settings.${String(row.key)}`)))
      .map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, jsonCell(row[key])])));
  }
  return result;
}
