import {
  automaticGuestTagRules,
  automaticGuestTags,
  DEFAULT_REGULAR_GUEST_VISITS,
  type GuestHint,
  type GuestHistoryEntry,
  type GuestListEntry,
  type GuestListQuery,
  type GuestProfile,
  type GuestReservationLike,
  type GuestSummary,
  guestListOrder,
  guestSearchOf,
  guestTags,
  hasGuestTag,
  reservationTablesLabel,
  summariseGuest,
  summariseGuestCounts,
  visitNumberOf,
} from "@tischservice/core";
import { and, eq, gte, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { guestProfiles, reservations, restaurantConfigs } from "../db/schema/index.ts";
import { assignedTablesOf } from "../reservations/assigned-tables.ts";
import { automaticTagSql, guestCountsSql, orderCounts, orderSql, searchSql } from "./guest-sql.ts";

type ProfileRow = typeof guestProfiles.$inferSelect;

// The guest book reads only what a screen shows: a page of guests, one guest, or the guests of a date
// range; each by the guest key the reservations carry (`reservationContact`), never a whole history.

/** The restaurant's "Stammgast" threshold. */
async function regularGuestVisitsOf(db: Db | Tx, restaurantId: string): Promise<number> {
  const [config] = await db
    .select({ regularGuestVisits: restaurantConfigs.regularGuestVisits })
    .from(restaurantConfigs)
    .where(eq(restaurantConfigs.restaurantId, restaurantId))
    .limit(1);
  return config?.regularGuestVisits ?? DEFAULT_REGULAR_GUEST_VISITS;
}

/** The staff's notes and tags of these guests, by key. */
async function profilesOf(db: Db | Tx, restaurantId: string, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, ProfileRow>();
  const rows = await db
    .select()
    .from(guestProfiles)
    .where(and(eq(guestProfiles.restaurantId, restaurantId), inArray(guestProfiles.key, [...keys])));
  return new Map(rows.map((row) => [row.key, row]));
}

/** A guest's list entry: core's summary with the automatic and the staff's tags and the note. */
export function guestEntryOf(
  summary: GuestSummary,
  profile: ProfileRow | undefined,
  regularGuestVisits: number,
) {
  const staffTags = profile?.tags ?? [];
  return {
    ...summary,
    tags: guestTags(automaticGuestTags(summary, regularGuestVisits), staffTags),
    staffTags,
    note: profile?.note ?? "",
    updatedAt: profile?.updatedAt.toISOString() ?? null,
    blocked: profile?.blocked ?? false,
    blockedReason: profile?.blockedReason ?? "",
    blockedAt: profile?.blockedAt?.toISOString() ?? null,
  } satisfies GuestListEntry;
}

/** Keys of guests whose staff tags contain the tag (core's `hasGuestTag`; few guests have a profile). */
async function keysTaggedByStaff(db: Db | Tx, restaurantId: string, tag: string): Promise<string[]> {
  const rows = await db
    .select({ key: guestProfiles.key, tags: guestProfiles.tags })
    .from(guestProfiles)
    .where(and(eq(guestProfiles.restaurantId, restaurantId), sql`${guestProfiles.tags} <> '[]'::jsonb`));
  return rows.filter((row) => hasGuestTag(row.tags, tag)).map((row) => row.key);
}

export interface GuestPage {
  guests: GuestListEntry[];
  total: number;
  nextOffset: number | null;
}

/**
 * One page of the guest list: the database finds, filters, orders and counts the guests, then adds up the
 * page's guests alone (core's `summariseGuestCounts`). Guests known only by a profile are not listed.
 */
export async function listGuestPage(
  db: Db | Tx,
  restaurantId: string,
  query: GuestListQuery,
  now: Date,
): Promise<GuestPage> {
  const regularGuestVisits = await regularGuestVisitsOf(db, restaurantId);
  const ofRestaurant = and(eq(reservations.restaurantId, restaurantId), ne(reservations.guestKey, ""));
  const search = guestSearchOf(query.q);
  const found = search
    ? inArray(
        reservations.guestKey,
        db
          .selectDistinct({ key: reservations.guestKey })
          .from(reservations)
          .where(and(ofRestaurant, searchSql(search))),
      )
    : undefined;
  const counts = orderCounts(now);
  let tagFilter: SQL | undefined;
  const tag = (query.tag ?? "").trim();
  if (tag !== "") {
    const rules = automaticGuestTagRules(regularGuestVisits);
    const index = rules.findIndex((rule) => hasGuestTag([rule.tag], tag));
    const staffKeys = await keysTaggedByStaff(db, restaurantId, tag);
    tagFilter =
      or(
        index >= 0 ? automaticTagSql(counts, rules, index) : undefined,
        staffKeys.length > 0 ? inArray(reservations.guestKey, staffKeys) : undefined,
      ) ?? sql`false`;
  }
  const page = await db
    .select({ key: reservations.guestKey, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(reservations)
    .where(and(ofRestaurant, found))
    .groupBy(reservations.guestKey)
    .having(tagFilter)
    .orderBy(...orderSql(counts, guestListOrder(query.sort)))
    .limit(query.limit)
    .offset(query.offset);
  const total = page[0]?.total ?? (query.offset > 0 ? await countGuests() : 0);
  const keys = page.map((row) => row.key);
  const guests = await entriesOf(db, restaurantId, keys, regularGuestVisits, now);
  const end = query.offset + page.length;
  return { guests, total, nextOffset: end < total ? end : null };

  // A page past the end has no row to carry the total.
  async function countGuests(): Promise<number> {
    const rows = await db
      .select({ key: reservations.guestKey })
      .from(reservations)
      .where(and(ofRestaurant, found))
      .groupBy(reservations.guestKey)
      .having(tagFilter);
    return rows.length;
  }
}

/** The list entries of these guests, in the given order, from their counts added up by the database. */
async function entriesOf(
  db: Db | Tx,
  restaurantId: string,
  keys: readonly string[],
  regularGuestVisits: number,
  now: Date,
): Promise<GuestListEntry[]> {
  if (keys.length === 0) return [];
  const [counted, profiles] = await Promise.all([
    db
      .select(guestCountsSql(now))
      .from(reservations)
      .where(and(eq(reservations.restaurantId, restaurantId), inArray(reservations.guestKey, [...keys])))
      .groupBy(reservations.guestKey),
    profilesOf(db, restaurantId, keys),
  ]);
  const byKey = new Map(counted.map((row) => [row.key, row]));
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    const summary = row
      ? summariseGuestCounts({ ...row, name: row.name ?? "", email: row.email ?? "", phone: row.phone ?? "" })
      : null;
    return summary ? [guestEntryOf(summary, profiles.get(key), regularGuestVisits)] : [];
  });
}

/** What the guest book reads of a reservation. */
const guestRowColumns = {
  id: reservations.id,
  guestKey: reservations.guestKey,
  status: reservations.status,
  customerName: reservations.customerName,
  customerEmail: reservations.customerEmail,
  customerPhone: reservations.customerPhone,
  numberOfGuests: reservations.numberOfGuests,
  reservationDate: reservations.reservationDate,
  timeSlot: reservations.timeSlot,
  startsAt: reservations.startsAt,
  endsAt: reservations.endsAt,
  createdAt: reservations.createdAt,
  specialRequests: reservations.specialRequests,
  source: reservations.source,
};

/** These guests' reservations (every one of theirs, none of anyone else's), by guest key. */
async function reservationsOfGuests(db: Db | Tx, restaurantId: string, keys: readonly string[]) {
  const byGuest = new Map<string, Array<Awaited<ReturnType<typeof selectRows>>[number]>>();
  if (keys.length === 0) return byGuest;
  const rows = await selectRows();
  for (const row of rows) byGuest.set(row.guestKey, [...(byGuest.get(row.guestKey) ?? []), row]);
  return byGuest;

  function selectRows() {
    return db
      .select(guestRowColumns)
      .from(reservations)
      .where(and(eq(reservations.restaurantId, restaurantId), inArray(reservations.guestKey, [...keys])));
  }
}

/** Whether the restaurant has a reservation of the guest (staff may write a profile only then). */
export async function isKnownGuest(db: Db | Tx, restaurantId: string, key: string): Promise<boolean> {
  if (key === "") return false;
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.guestKey, key)))
    .limit(1);
  return row !== undefined;
}

/** The guest's profile with their reservations, newest first, and the tables each one had. */
export async function guestProfileOf(
  db: Db | Tx,
  restaurantId: string,
  key: string,
  now: Date,
): Promise<GuestProfile | null> {
  if (key === "") return null;
  const [byGuest, profiles, regularGuestVisits] = await Promise.all([
    reservationsOfGuests(db, restaurantId, [key]),
    profilesOf(db, restaurantId, [key]),
    regularGuestVisitsOf(db, restaurantId),
  ]);
  const rows = [...(byGuest.get(key) ?? [])].sort(
    (a, b) => b.startsAt.getTime() - a.startsAt.getTime() || b.createdAt.getTime() - a.createdAt.getTime(),
  );
  const summary = summariseGuest(rows, now);
  if (!summary) return null;
  const history = await guestHistoryOf(db, rows);
  return { ...guestEntryOf(summary, profiles.get(key), regularGuestVisits), history };
}

/** What a guest's history shows of a reservation. */
type HistoryRow = Pick<
  typeof reservations.$inferSelect,
  "id" | "reservationDate" | "timeSlot" | "numberOfGuests" | "status" | "specialRequests" | "source"
>;

/** The guest's reservations, in the order given, as their history: each with the tables it had. */
export async function guestHistoryOf(db: Db | Tx, rows: readonly HistoryRow[]): Promise<GuestHistoryEntry[]> {
  const numbers = await assignedTablesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const tableNumbers = (numbers.get(row.id) ?? []).sort((a, b) =>
      a.localeCompare(b, "de", { numeric: true }),
    );
    return {
      _id: row.id,
      reservationDate: row.reservationDate,
      timeSlot: row.timeSlot,
      numberOfGuests: row.numberOfGuests,
      status: row.status,
      tableName: tableNumbers.length > 0 ? reservationTablesLabel(tableNumbers) : null,
      specialRequests: row.specialRequests,
      source: row.source,
    };
  });
}

/**
 * What each reservation's card shows of its guest (tags, visit count, which visit, note), for the
 * reservations dated within `from`..`to` (both optional, inclusive): one answer for a whole list. Reads the
 * range's reservations, then the reservations of their guests alone.
 */
export async function guestHints(
  db: Db | Tx,
  restaurantId: string,
  now: Date,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<Record<string, GuestHint>> {
  const inRange = await db
    .selectDistinct({ key: reservations.guestKey })
    .from(reservations)
    .where(
      and(
        eq(reservations.restaurantId, restaurantId),
        ne(reservations.guestKey, ""),
        range.from ? gte(reservations.reservationDate, range.from) : undefined,
        range.to ? lte(reservations.reservationDate, range.to) : undefined,
      ),
    );
  const keys = inRange.map((row) => row.key);
  if (keys.length === 0) return {};
  const [byGuest, profiles, regularGuestVisits] = await Promise.all([
    reservationsOfGuests(db, restaurantId, keys),
    profilesOf(db, restaurantId, keys),
    regularGuestVisitsOf(db, restaurantId),
  ]);
  const hints: Record<string, GuestHint> = {};
  for (const [key, rows] of byGuest) {
    const summary = summariseGuest(rows, now);
    if (!summary) continue;
    addGuestHints(hints, key, guestEntryOf(summary, profiles.get(key), regularGuestVisits), rows, range, now);
  }
  return hints;
}

/** Adds the hints of one guest's reservations dated within the range (both ends optional, inclusive). */
export function addGuestHints(
  hints: Record<string, GuestHint>,
  key: string,
  entry: GuestListEntry,
  rows: readonly GuestReservationLike[],
  range: { from?: string | undefined; to?: string | undefined },
  now: Date,
): void {
  for (const row of rows) {
    if (range.from && row.reservationDate < range.from) continue;
    if (range.to && row.reservationDate > range.to) continue;
    hints[row.id] = {
      key,
      tags: entry.tags,
      visits: entry.visits,
      visitNumber: visitNumberOf(row, rows, now),
      noShows: entry.noShows,
      note: entry.note,
      blocked: entry.blocked,
      blockedReason: entry.blockedReason,
    };
  }
}
