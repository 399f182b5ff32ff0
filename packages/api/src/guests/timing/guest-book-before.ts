// The guest book as it read before reservations carried their guest key: every reservation of the
// restaurant for every request. Kept only so that guest-book-timing.ts measures both side by side.

import {
  automaticGuestTags,
  DEFAULT_REGULAR_GUEST_VISITS,
  type GuestHint,
  type GuestHistoryEntry,
  type GuestListEntry,
  type GuestProfile,
  type GuestSummary,
  groupReservationsByGuest,
  guestTags,
  reservationTablesLabel,
  summariseGuest,
  visitNumberOf,
} from "@tischservice/core";
import { eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  guestProfiles,
  reservations,
  reservationTables,
  restaurantConfigs,
  tables,
} from "../../db/schema/index.ts";

type ReservationRow = typeof reservations.$inferSelect;
type ProfileRow = typeof guestProfiles.$inferSelect;

/** A restaurant's guests: their reservations by guest key, the staff's profiles and the "Stammgast" threshold. */
export interface GuestBook {
  byGuest: Map<string, ReservationRow[]>;
  profiles: Map<string, ProfileRow>;
  regularGuestVisits: number;
}

/**
 * Reads what the guest book is computed from: every reservation of the restaurant (the counts are never
 * stored), the staff's notes and tags, and the threshold from the configuration.
 */
export async function loadGuestBook(db: Db | Tx, restaurantId: string): Promise<GuestBook> {
  const [rows, profileRows, configRows] = await Promise.all([
    db.select().from(reservations).where(eq(reservations.restaurantId, restaurantId)),
    db.select().from(guestProfiles).where(eq(guestProfiles.restaurantId, restaurantId)),
    db
      .select({ regularGuestVisits: restaurantConfigs.regularGuestVisits })
      .from(restaurantConfigs)
      .where(eq(restaurantConfigs.restaurantId, restaurantId))
      .limit(1),
  ]);
  return {
    byGuest: groupReservationsByGuest(rows),
    profiles: new Map(profileRows.map((row) => [row.key, row])),
    regularGuestVisits: configRows[0]?.regularGuestVisits ?? DEFAULT_REGULAR_GUEST_VISITS,
  };
}

/** A guest known only by the staff's profile (their reservations were erased or anonymised). */
function emptySummary(key: string): GuestSummary {
  const email = key.includes("@") ? key : "";
  return {
    key,
    name: "",
    email,
    phone: email ? "" : key,
    visits: 0,
    noShows: 0,
    cancellations: 0,
    reservations: 0,
    firstVisit: null,
    lastVisit: null,
    averagePartySize: null,
    nextReservation: null,
  };
}

/** One guest's list entry; null when nothing is known under the key. */
export function guestEntry(book: GuestBook, key: string, now: Date): GuestListEntry | null {
  const rows = book.byGuest.get(key) ?? [];
  const profile = book.profiles.get(key);
  if (rows.length === 0 && !profile) return null;
  const summary = summariseGuest(rows, now) ?? emptySummary(key);
  const staffTags = profile?.tags ?? [];
  return {
    ...summary,
    tags: guestTags(automaticGuestTags(summary, book.regularGuestVisits), staffTags),
    staffTags,
    note: profile?.note ?? "",
    updatedAt: profile?.updatedAt.toISOString() ?? null,
    blocked: profile?.blocked ?? false,
    blockedReason: profile?.blockedReason ?? "",
    blockedAt: profile?.blockedAt?.toISOString() ?? null,
  };
}

/** Every guest with at least one reservation (profiles without reservations are not listed). */
export function guestEntries(
  book: GuestBook,
  now: Date,
): Array<GuestListEntry & { lastReservation: string }> {
  return [...book.byGuest.entries()].flatMap(([key, rows]) => {
    const entry = guestEntry(book, key, now);
    const lastReservation =
      rows
        .map((row) => row.reservationDate)
        .sort()
        .at(-1) ?? "";
    return entry ? [{ ...entry, lastReservation }] : [];
  });
}

/** The guest's profile with their reservations, newest first, and the tables each one had. */
export async function guestProfileOf(
  db: Db | Tx,
  book: GuestBook,
  key: string,
  now: Date,
): Promise<GuestProfile | null> {
  const entry = guestEntry(book, key, now);
  if (!entry) return null;
  const rows = [...(book.byGuest.get(key) ?? [])].sort(
    (a, b) => b.startsAt.getTime() - a.startsAt.getTime() || b.createdAt.getTime() - a.createdAt.getTime(),
  );
  const ids = rows.map((row) => row.id);
  const assigned =
    ids.length > 0
      ? await db
          .select({ reservationId: reservationTables.reservationId, tableNumber: tables.tableNumber })
          .from(reservationTables)
          .innerJoin(tables, eq(tables.id, reservationTables.tableId))
          .where(inArray(reservationTables.reservationId, ids))
      : [];
  const numbers = new Map<string, string[]>();
  for (const row of assigned)
    numbers.set(row.reservationId, [...(numbers.get(row.reservationId) ?? []), row.tableNumber]);
  const history: GuestHistoryEntry[] = rows.map((row) => {
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
  return { ...entry, history };
}

/**
 * What each reservation's card shows of its guest (tags, visit count, which visit, note), for the
 * reservations dated within `from`..`to` (both optional, inclusive): one answer for a whole list.
 */
export function guestHints(
  book: GuestBook,
  now: Date,
  range: { from?: string | undefined; to?: string | undefined },
): Record<string, GuestHint> {
  const hints: Record<string, GuestHint> = {};
  for (const [key, rows] of book.byGuest) {
    const entry = guestEntry(book, key, now);
    if (!entry) continue;
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
      };
    }
  }
  return hints;
}
