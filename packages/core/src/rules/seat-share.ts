import { isTableFree, type TableOccupancy } from "./availability/table-occupancy.ts";

/** The share of seats online bookings may fill by default, and the range a restaurant may set (%). */
export const DEFAULT_ONLINE_SEAT_SHARE = 100;
export const ONLINE_SEAT_SHARE_MIN = 10;
export const ONLINE_SEAT_SHARE_MAX = 100;

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
  const newTables = new Set(tableIds);
  let total = 0;
  let held = 0;
  for (const table of occupancy.tables) {
    total += table.seats;
    if (newTables.has(table.id) || !isTableFree(occupancy, table.id, start, end)) held += table.seats;
  }
  return held <= onlineSeatLimit(total, sharePercent);
}
