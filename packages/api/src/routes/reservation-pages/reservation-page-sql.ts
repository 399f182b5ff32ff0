import {
  cancelledReservationStatuses,
  honouredVisitStatuses,
  type ReservationListCounters,
  type ReservationPageQuery,
  type ReservationPageSort,
  reservationPageTexts,
  reservationSearchTerms,
} from "@tischservice/core";
import { and, eq, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { reservations } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { type ReservationDtoRow, reservationDtoColumns } from "../../reservations/reservation-dto.ts";

// One page of a restaurant's reservations, filtered, searched and ordered in SQL, continued by a keyset
// cursor: the next page starts after the last row's sort key, so rows inserted or removed meanwhile never
// shift the rows still to come (an offset would repeat or skip them).

const cancelled = sql`${reservations.status} in ${[...cancelledReservationStatuses]}`;
const lowerName = sql<string>`lower(${reservations.customerName})`;

/**
 * The sort keys of each order, most significant first, ending in the id so that the order is total. All of
 * one order's keys run in one direction, so a single row comparison continues after the cursor.
 */
const sortKeys: Record<ReservationPageSort, { keys: SQL[]; descending: boolean }> = {
  "date-asc": {
    keys: [sql`${reservations.reservationDate}`, sql`${reservations.timeSlot}`, sql`${reservations.id}`],
    descending: false,
  },
  "date-desc": {
    keys: [sql`${reservations.reservationDate}`, sql`${reservations.timeSlot}`, sql`${reservations.id}`],
    descending: true,
  },
  "name-asc": {
    keys: [
      lowerName,
      sql`${reservations.reservationDate}`,
      sql`${reservations.timeSlot}`,
      sql`${reservations.id}`,
    ],
    descending: false,
  },
  "guests-desc": {
    keys: [
      sql`${reservations.numberOfGuests}`,
      sql`${reservations.reservationDate}`,
      sql`${reservations.timeSlot}`,
      sql`${reservations.id}`,
    ],
    descending: true,
  },
};

/** The key values of one row in its order's key order (what a cursor carries). */
type SortValues = (string | number)[];

interface Cursor {
  sort: ReservationPageSort;
  values: SortValues;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, ...cursor.values])).toString("base64url");
}

/** The cursor a client sent back; 400 when it is not one of ours or belongs to another order. */
function decodeCursor(text: string, sort: ReservationPageSort): Cursor {
  const refuse = () =>
    badRequest(reservationPageTexts.invalidCursor, {
      errors: [{ path: "cursor", message: reservationPageTexts.invalidCursor }],
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw refuse();
  }
  const expected = sortKeys[sort].keys.length;
  if (!Array.isArray(parsed) || parsed[0] !== sort || parsed.length !== expected + 1) throw refuse();
  const values = parsed.slice(1);
  const numeric = sort === "guests-desc" ? 0 : -1;
  const valid = values.every((value, index) =>
    index === numeric ? Number.isInteger(value) : typeof value === "string" && value.length <= 300,
  );
  if (!valid) throw refuse();
  return { sort, values: values as SortValues };
}

/** The rows of the filter without its status (what the counters count). */
function filterSql(restaurantId: string, query: ReservationPageQuery): SQL | undefined {
  const terms = reservationSearchTerms(query.q);
  return and(
    eq(reservations.restaurantId, restaurantId),
    query.from === undefined ? undefined : gte(reservations.reservationDate, query.from),
    query.to === undefined ? undefined : lte(reservations.reservationDate, query.to),
    // Core's `matchesReservationSearch`: name, e-mail or booking reference (lower case) or the phone (as
    // typed) contains it.
    terms === null
      ? undefined
      : or(
          sql`strpos(lower(${reservations.customerName}), ${terms.lower}) > 0`,
          sql`strpos(lower(${reservations.customerEmail}), ${terms.lower}) > 0`,
          sql`strpos(lower(${reservations.reference}), ${terms.lower}) > 0`,
          sql`strpos(${reservations.customerPhone}, ${terms.text}) > 0`,
        ),
  );
}

/** Core's `isHonouredVisit`: confirmed, or the guest arrived, sat down or left since. */
const honoured = inArray(reservations.status, [...honouredVisitStatuses]);

function statusSql(status: ReservationPageQuery["status"]): SQL | undefined {
  if (status === "all") return undefined;
  if (status === "cancelled") return cancelled;
  // 'Bestätigt' lists every real visit, as its counter counts them (core's `matchesReservationStatusFilter`).
  if (status === "confirmed") return honoured;
  return eq(reservations.status, status);
}

const count = (filter: SQL) => sql<number>`count(*) filter (where ${filter})`.mapWith(Number);

/** Gesamt, Ausstehend, Bestätigt, Storniert over the filter without its status. */
export async function reservationCounters(
  db: Db,
  restaurantId: string,
  query: ReservationPageQuery,
): Promise<ReservationListCounters> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      pending: count(sql`${reservations.status} = 'pending'`),
      confirmed: count(honoured),
      cancelled: count(cancelled),
    })
    .from(reservations)
    .where(filterSql(restaurantId, query));
  return row ?? { total: 0, pending: 0, confirmed: 0, cancelled: 0 };
}

export interface ReservationPageRows {
  rows: ReservationDtoRow[];
  nextCursor: string | null;
}

/** Up to `limit` rows after the cursor in the query's order, and the cursor of the rows after them. */
export async function reservationPageRows(
  db: Db,
  restaurantId: string,
  query: ReservationPageQuery,
): Promise<ReservationPageRows> {
  const { keys, descending } = sortKeys[query.sort];
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort);
  const tuple = sql.join(keys, sql`, `);
  const continues =
    after === undefined
      ? undefined
      : sql`(${tuple}) ${sql.raw(descending ? "<" : ">")} (${sql.join(
          after.values.map((value) => sql`${value}`),
          sql`, `,
        )})`;
  const rows = await db
    .select({ ...reservationDtoColumns, sortName: lowerName })
    .from(reservations)
    .where(and(filterSql(restaurantId, query), statusSql(query.status), continues))
    .orderBy(...keys.map((key) => (descending ? sql`${key} desc` : sql`${key} asc`)))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ sort: query.sort, values: cursorValues(query.sort, last) })
      : null;
  return { rows: page, nextCursor };
}

function cursorValues(sort: ReservationPageSort, row: ReservationDtoRow & { sortName: string }): SortValues {
  const when = [row.reservationDate, row.timeSlot, row.id];
  if (sort === "name-asc") return [row.sortName, ...when];
  if (sort === "guests-desc") return [row.numberOfGuests, ...when];
  return when;
}
