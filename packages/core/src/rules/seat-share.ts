import { isTableFree, type TableOccupancy } from "./availability/table-occupancy.ts";
import { ONLINE_SEAT_SHARE_MAX } from "./seat-share-range.ts";

export {
  DEFAULT_ONLINE_SEAT_SHARE,
  ONLINE_SEAT_SHARE_MAX,
  ONLINE_SEAT_SHARE_MIN,
} from "./seat-share-range.ts";

/** The seats online bookings may hold at one moment: the share of all seats, rounded down. */
export function onlineSeatLimit(totalSeats: number, sharePercent: number): number {
  return Math.floor((totalSeats * sharePercent) / 100);
}

/**
 * Whether an online booking on `tableIds` for [start, end) keeps the restaurant within its online share:
 * the seats of every table held by a reservation (or waitlist hold) overlapping the window, plus the new
 * booking's tables, may not exceed the share of all seats. A share of 100 % never refuses.
 */
export function withinOnlineSeatShare(
  occupancy: TableOccupancy,
  tableIds: readonly string[],
  start: number,
  end: number,
  sharePercent: number,
): boolean {
  if (sharePercent >= ONLINE_SEAT_SHARE_MAX) return true;
  const { total, held } = countSeats(occupancy, start, end, new Set(tableIds));
  return held <= onlineSeatLimit(total, sharePercent);
}

/** All seats, and those of tables held in [start, end) or among `extra` (the booking being checked). */
function countSeats(
  occupancy: TableOccupancy,
  start: number,
  end: number,
  extra: ReadonlySet<string> = new Set(),
): { total: number; held: number; internal: number; internalTables: number } {
  let total = 0;
  let held = 0;
  let internal = 0;
  let internalTables = 0;
  for (const table of occupancy.tables) {
    total += table.seats;
    if (extra.has(table.id) || !isTableFree(occupancy, table.id, start, end)) held += table.seats;
    if (table.internal) {
      internal += table.seats;
      internalTables += 1;
    }
  }
  return { total, held, internal, internalTables };
}

/** How the online share splits the restaurant's seats at one moment (what staff see on the floor plan). */
export interface OnlineSeatShareMoment {
  sharePercent: number;
  totalSeats: number;
  /** The seats online bookings may hold at one moment (`onlineSeatLimit`). */
  onlineLimit: number;
  /** The seats online bookings can never reach through the share: all seats minus the limit. */
  heldForWalkIns: number;
  /** The seats of tables held at the moment, by any booking: what the share rule weighs against the limit. */
  heldSeats: number;
  /** "Nur intern" tables and their seats (never assigned online, counted in `totalSeats`). */
  internalTables: number;
  internalSeats: number;
}

/**
 * The online share at the instant `at` (epoch ms), counted exactly as `withinOnlineSeatShare` counts a
 * booking's window: a table is held when any busy interval covers that instant.
 */
export function onlineSeatShareAt(
  occupancy: TableOccupancy,
  at: number,
  sharePercent: number,
): OnlineSeatShareMoment {
  const { total, held, internal, internalTables } = countSeats(occupancy, at, at + 1);
  const onlineLimit = onlineSeatLimit(total, Math.min(sharePercent, ONLINE_SEAT_SHARE_MAX));
  return {
    sharePercent,
    totalSeats: total,
    onlineLimit,
    heldForWalkIns: total - onlineLimit,
    heldSeats: held,
    internalTables,
    internalSeats: internal,
  };
}
