import { listPageLimit, type UserListQuery } from "@tischservice/core";
import { and, asc, count } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { containsEveryWord } from "../../lib/contains-every-word.ts";
import { afterCursorSql, encodeKeysetCursor, instantKeySql } from "../../lib/keyset-cursor.ts";

// The admin's user list in the order it always had (oldest first, then by address), the id last so that
// the order is total; the first key is an instant (a cursor carries it as text).
const sortColumns = [users.createdAt, users.email, users.id] as const;
const INSTANT_KEY = 0;

/** Name or e-mail address contains each word of the search (a scan; see the restaurants' search). */
const searchSql = (q: string | undefined) => containsEveryWord(q, [users.name, users.email]);

export interface UserPage {
  rows: (typeof users.$inferSelect)[];
  nextCursor: string | null;
  /** Matches in all, on the first page only. */
  total: number | null;
}

/** One page of the accounts: up to `limit` after the cursor that match the search. */
export async function userPage(db: Db, query: UserListQuery): Promise<UserPage> {
  const limit = listPageLimit(query);
  const matching = searchSql(query.q);
  const after = afterCursorSql(sortColumns, query.cursor, INSTANT_KEY);
  const [rows, total] = await Promise.all([
    db
      .select({ user: users, keyAt: instantKeySql(users.createdAt) })
      .from(users)
      .where(and(matching, after))
      .orderBy(...sortColumns.map((column) => asc(column)))
      .limit(limit + 1),
    query.cursor === undefined
      ? db
          .select({ n: count() })
          .from(users)
          .where(matching)
          .then(([row]) => row?.n ?? 0)
      : null,
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeKeysetCursor([last.keyAt, last.user.email, last.user.id]) : null;
  return { rows: page.map(({ user }) => user), nextCursor, total };
}
