// The guest book as it read before reservations carried their guest key: every reservation of the
// restaurant for every request. Kept only so that guest-book-timing.ts measures both side by side.

import {
  DEFAULT_REGULAR_GUEST_VISITS,
  type GuestHint,
  type GuestListEntry,
  type GuestProfile,
  type GuestSummary,
  groupReservationsByGuest,
  summariseGuest,
} from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { guestProfiles, reservations, restaurantConfigs } from "../../db/schema/index.ts";
import { addGuestHints, guestEntryOf, guestHistoryOf } from "../guest-book.ts";

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
  return guestEntryOf(summariseGuest(rows, now) ?? emptySummary(key), profile, book.regularGuestVisits);
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
  const history = await guestHistoryOf(db, rows);
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
    if (entry) addGuestHints(hints, key, entry, rows, range, now);
  }
  return hints;
}
