import { listPageLimit, type RestaurantListQuery } from "@tischservice/core";
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Restaurant, restaurants, users } from "../../db/schema/index.ts";
import { containsEveryWord } from "../../lib/contains-every-word.ts";
import { afterCursorSql, encodeKeysetCursor, instantKeySql } from "../../lib/keyset-cursor.ts";
import { inPartnerList } from "../../restaurants/owner-standing.ts";

// The partner list in the order it always had (oldest first, then by name), the id last so that the order
// is total; the first key is an instant (a cursor carries it as text).
const sortColumns = [restaurants.createdAt, restaurants.name, restaurants.id] as const;
const INSTANT_KEY = 0;

export interface RestaurantListRow {
  restaurant: Restaurant;
  /** The owner's name and login (read for admins only; null otherwise). */
  owner: { name: string; email: string } | null;
}

/**
 * Name, address (street and city) or cuisine contains each word of the search. A scan along the list's
 * index until the page is full: a substring of the address (the city comes last) cannot use a B-tree, and
 * trigram indexes need pg_trgm. Measured with 2,000 partners (EXPLAIN ANALYZE): a search that fills its
 * page early reads about 100 rows (0.3 ms); one that matches nothing reads them all, 2.5 ms on PostgreSQL
 * 15 and 5 ms on PGlite, the owners' check included.
 */
const searchSql = (q: string | undefined) =>
  containsEveryWord(q, [restaurants.name, restaurants.address, restaurants.cuisine]);

/** Whom the list shows: admins every restaurant, everyone else the public partner list. */
const visibleTo = (db: Db, forAdmin: boolean) => (forAdmin ? undefined : inPartnerList(db));

/**
 * The restaurants under `where` in the list's order (at most `limit` when given), each with its sort key's
 * instant as text, and for admins with the owner's name and login.
 */
async function selectRestaurants(db: Db, forAdmin: boolean, where: SQL | undefined, limit?: number) {
  const base = forAdmin
    ? db
        .select({
          restaurant: restaurants,
          ownerName: users.name,
          ownerEmail: users.email,
          keyAt: instantKeySql(restaurants.createdAt),
        })
        .from(restaurants)
        .leftJoin(users, eq(users.id, restaurants.ownerId))
    : db
        .select({
          restaurant: restaurants,
          ownerName: sql<string | null>`null`,
          ownerEmail: sql<string | null>`null`,
          keyAt: instantKeySql(restaurants.createdAt),
        })
        .from(restaurants);
  const query = base
    .where(where)
    .orderBy(...sortColumns.map((column) => asc(column)))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ restaurant, ownerName, ownerEmail, keyAt }) => ({
    restaurant,
    owner: ownerName !== null && ownerEmail !== null ? { name: ownerName, email: ownerEmail } : null,
    keyAt,
  }));
}

/** The whole list, for a call without parameters (integrations): every restaurant the caller may see. */
export async function allRestaurantRows(db: Db, forAdmin: boolean): Promise<RestaurantListRow[]> {
  const rows = await selectRestaurants(db, forAdmin, visibleTo(db, forAdmin));
  return rows.map(({ restaurant, owner }) => ({ restaurant, owner }));
}

export interface RestaurantPage {
  rows: RestaurantListRow[];
  nextCursor: string | null;
  /** Matches in all, on the first page where that is cheap (see `restaurantPage`); null otherwise. */
  total: number | null;
}

/**
 * One page of the list: up to `limit` restaurants after the cursor that match the search, read along the
 * list's index, so the landing page's six cost the same with 2,000 partners as with seven. The first page
 * says how many match when that costs nothing (the page holds them all) and for admins, whose list shows
 * it; counting for every anonymous visit would scan every partner.
 */
export async function restaurantPage(
  db: Db,
  forAdmin: boolean,
  query: RestaurantListQuery,
): Promise<RestaurantPage> {
  const limit = listPageLimit(query);
  const firstPage = query.cursor === undefined;
  const matching = and(visibleTo(db, forAdmin), searchSql(query.q));
  const after = afterCursorSql(sortColumns, query.cursor, INSTANT_KEY);
  const [rows, counted] = await Promise.all([
    selectRestaurants(db, forAdmin, and(matching, after), limit + 1),
    firstPage && forAdmin
      ? db
          .select({ n: count() })
          .from(restaurants)
          .where(matching)
          .then(([row]) => row?.n ?? 0)
      : null,
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const more = rows.length > limit;
  const nextCursor =
    more && last ? encodeKeysetCursor([last.keyAt, last.restaurant.name, last.restaurant.id]) : null;
  const total = firstPage && !more ? page.length : counted;
  return { rows: page.map(({ restaurant, owner }) => ({ restaurant, owner })), nextCursor, total };
}
