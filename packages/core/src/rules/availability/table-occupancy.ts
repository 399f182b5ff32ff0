import { reservationHoldsTables } from "../reservation-fields.ts";
import {
  AVAILABILITY_DEFAULTS,
  type InstantInterval,
  type ReservationTimes,
  reservationInterval,
} from "./intervals.ts";
import { chooseTables, type TableAssignment } from "./table-assignment.ts";
import { type RankedCombination, rankCombinations } from "./table-combinations.ts";
import {
  type AvailabilityCombination,
  type AvailabilityTable,
  type RankedTable,
  rankTables,
} from "./table-order.ts";

/** A reservation that holds tables: the API passes the day's non-cancelled ones (cancelled and no-show ones are skipped). */
export interface BookedReservation extends ReservationTimes {
  tableIds?: readonly string[] | null;
  tableId?: string | null;
  status?: string | null;
}

export interface TableOccupancyOptions {
  timeZone?: string;
  /** Minutes; used for reservations without their own duration. */
  reservationDuration?: number;
  /** The combinations the restaurant defined; none (or an empty list) joins tables of one room automatically. */
  combinations?: readonly AvailabilityCombination[] | null;
}

/** Who the assignment is for: online bookings (the default) never get "Nur intern" tables. */
export interface AssignmentAudience {
  online?: boolean;
}

/** One day's tables with their busy intervals, built once and queried per slot. */
export interface TableOccupancy {
  /** Usable tables sorted by seats, then table number. */
  tables: readonly RankedTable[];
  /** Merged, sorted busy intervals per table id: [start0, end0, start1, end1, ...] in epoch ms. */
  busy: ReadonlyMap<string, readonly number[]>;
  /** The defined combinations over usable tables; null when the restaurant joins tables automatically. */
  combinations: readonly RankedCombination[] | null;
}

function tableIdsOf(reservation: BookedReservation): readonly string[] {
  if (reservation.tableIds && reservation.tableIds.length > 0) return reservation.tableIds;
  return reservation.tableId ? [reservation.tableId] : [];
}

function mergeIntervals(intervals: InstantInterval[]): number[] {
  intervals.sort((a, b) => a.start - b.start);
  const merged: number[] = [];
  for (const { start, end } of intervals) {
    const last = merged.length - 1;
    if (merged.length > 0 && start <= (merged[last] ?? 0)) merged[last] = Math.max(merged[last] ?? 0, end);
    else merged.push(start, end);
  }
  return merged;
}

/**
 * Precomputes, once per day, each table's busy intervals from the reservations (cancelled ones and
 * unknown table ids are ignored). Reservations are placed by their absolute instants, so passing those
 * of the neighbouring days too is harmless and needed when windows cross midnight.
 */
export function buildTableOccupancy(
  tables: readonly AvailabilityTable[],
  reservations: readonly BookedReservation[],
  options: TableOccupancyOptions = {},
): TableOccupancy {
  const timeZone = options.timeZone ?? AVAILABILITY_DEFAULTS.timeZone;
  const duration = options.reservationDuration ?? AVAILABILITY_DEFAULTS.reservationDuration;
  const ranked = rankTables(tables);
  const perTable = new Map<string, InstantInterval[]>(ranked.map((table) => [table.id, []]));
  const cache = new Map<string, InstantInterval | null>();
  for (const reservation of reservations) {
    if (!reservationHoldsTables(reservation.status)) continue;
    const date = reservation.reservationDate ?? reservation.date;
    const key = `${date} ${reservation.timeSlot} ${reservation.duration ?? ""}`;
    const fromStored = Boolean(reservation.startsAt && reservation.endsAt);
    let interval = fromStored ? undefined : cache.get(key);
    if (interval === undefined) {
      interval = reservationInterval(reservation, timeZone, duration);
      if (!fromStored) cache.set(key, interval);
    }
    if (!interval) continue;
    for (const tableId of tableIdsOf(reservation)) perTable.get(tableId)?.push(interval);
  }
  const busy = new Map<string, number[]>();
  for (const [tableId, intervals] of perTable) busy.set(tableId, mergeIntervals(intervals));
  return { tables: ranked, busy, combinations: rankCombinations(options.combinations, ranked) };
}

/** Whether a table has no busy interval overlapping [start, end) (binary search over merged intervals). */
export function isTableFree(occupancy: TableOccupancy, tableId: string, start: number, end: number): boolean {
  const intervals = occupancy.busy.get(tableId);
  if (!intervals) return false;
  let low = 0;
  let high = intervals.length / 2;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((intervals[middle * 2 + 1] ?? 0) <= start) low = middle + 1;
    else high = middle;
  }
  const nextStart = intervals[low * 2];
  return nextStart === undefined || nextStart >= end;
}

/** The tables and combinations the audience may get: online bookings leave "Nur intern" ones out. */
function usableFor(
  occupancy: TableOccupancy,
  audience: AssignmentAudience,
): { tables: readonly RankedTable[]; combinations: readonly RankedCombination[] | null } {
  if (audience.online === false) return occupancy;
  return {
    tables: occupancy.tables.filter((table) => !table.internal),
    // An empty list still means "only defined ones": when every combination holds an internal table,
    // online bookings get none rather than tables joined automatically.
    combinations: occupancy.combinations?.filter((combination) => !combination.internal) ?? null,
  };
}

/** Whether any table or combination the audience may get seats the party on an empty day. */
export function canEverSeat(
  occupancy: TableOccupancy,
  partySize: number,
  audience: AssignmentAudience = {},
): boolean {
  const usable = usableFor(occupancy, audience);
  return chooseTables(usable.tables, partySize, usable.combinations) !== null;
}

/**
 * The assignment for the window [start, end) in epoch ms, or null when no free table or combination fits.
 * Online bookings (the default) never get "Nur intern" tables nor a combination that contains one.
 */
export function findTableAssignment(
  occupancy: TableOccupancy,
  start: number,
  end: number,
  partySize: number,
  audience: AssignmentAudience = {},
): TableAssignment | null {
  const usable = usableFor(occupancy, audience);
  const free = usable.tables.filter((table) => isTableFree(occupancy, table.id, start, end));
  return chooseTables(free, partySize, usable.combinations);
}
