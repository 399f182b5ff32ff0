import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/**
 * Every table of the database with a row whose text holds `needle` (case-insensitive), with the count:
 * proof that an erasure left nothing of a person anywhere, not only where the code thought to look.
 */
export async function tablesMentioning(db: Db, needle: string): Promise<Record<string, number>> {
  const listed = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: Array<{ name: string }> };
  const found: Record<string, number> = {};
  for (const { name } of listed.rows) {
    const counted = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)} as t where position(${needle.toLowerCase()} in lower(t::text)) > 0`,
    )) as unknown as { rows: Array<{ n: number }> };
    const n = counted.rows[0]?.n ?? 0;
    if (n > 0) found[name] = n;
  }
  return found;
}
