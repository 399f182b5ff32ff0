import { QUICK_TABLE_LOCATION, QUICK_TABLE_SEAT_SIZES } from "./constants.ts";
import { generatedTableName } from "./table-name.ts";

/** What the quick configuration reads from a table. */
export interface QuickConfigTableLike {
  _id?: string | null;
  seats?: number | null;
  tableNumber?: string | number | null;
  /** The table has a reservation that has not ended yet: it cannot be deleted. */
  hasUpcomingReservations?: boolean | null;
}

/** A seat size of the quick configuration (2, 3, 4, 5, 6, 7, 8, 10, 12). */
export type QuickTableSeatSize = (typeof QUICK_TABLE_SEAT_SIZES)[number];

/** Table counts per seat size. */
export type QuickTableCounts = Record<QuickTableSeatSize, number>;

/** A table to create (`POST /api/tables` without the restaurant id). */
export interface QuickTableCreate {
  seats: QuickTableSeatSize;
  tableNumber: string;
  name: string;
  location: string;
}

/** What to do to reach the wanted counts. */
export interface QuickTablePlan {
  create: QuickTableCreate[];
  /** Ids of the tables to delete. */
  delete: string[];
  /** Sizes of which fewer tables can go than wanted (the others have upcoming reservations). */
  blocked: QuickTableSeatSize[];
}

function emptyCounts(): QuickTableCounts {
  return Object.fromEntries(QUICK_TABLE_SEAT_SIZES.map((s) => [s, 0])) as QuickTableCounts;
}

function numberOf(table: QuickConfigTableLike): number | null {
  const text = String(table.tableNumber ?? "").trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The name of a table made by the quick configuration: '{seats}er Tisch {n}'. */
export function quickTableName(seats: number, tableNumber: number | string): string {
  return generatedTableName(seats, tableNumber);
}

/** The current counts per quick seat size; tables of other sizes are not counted. */
export function quickTableCounts(tables: readonly QuickConfigTableLike[]): QuickTableCounts {
  const counts = emptyCounts();
  for (const table of tables) {
    const size = QUICK_TABLE_SEAT_SIZES.find((s) => s === table.seats);
    if (size !== undefined) counts[size] += 1;
  }
  return counts;
}

/** A counter after a plus or minus click; never below 0. */
export function adjustQuickTableCount(
  counts: QuickTableCounts,
  seats: QuickTableSeatSize,
  delta: number,
): QuickTableCounts {
  return { ...counts, [seats]: Math.max(0, (counts[seats] ?? 0) + Math.trunc(delta)) };
}

/**
 * The plan to reach the wanted counts (sizes missing from `wanted` stay as they are; negative or
 * fractional counts are floored at 0). New tables get the highest existing numeric table number plus 1,
 * counting up across all sizes in the order 2..12, named '{seats}er Tisch {n}', location 'Hauptraum'.
 * Deletion removes the last tables of a size that have no upcoming reservations: highest numeric table
 * number first, then tables without a numeric number, later in the list first. Tables without an id or
 * with upcoming reservations cannot be deleted and are skipped; a size of which not enough can go is
 * listed in `blocked`.
 */
export function planQuickTableConfig(
  tables: readonly QuickConfigTableLike[],
  wanted: Partial<Record<QuickTableSeatSize, number>>,
): QuickTablePlan {
  const plan: QuickTablePlan = { create: [], delete: [], blocked: [] };
  let next = Math.max(0, ...tables.map((t) => numberOf(t) ?? 0)) + 1;
  for (const seats of QUICK_TABLE_SEAT_SIZES) {
    const target = wanted[seats];
    if (target === undefined || !Number.isFinite(target)) continue;
    const goal = Math.max(0, Math.floor(target));
    const ofSize = tables
      .map((table, index) => ({ table, index, number: numberOf(table) }))
      .filter(({ table }) => table.seats === seats);
    for (let count = ofSize.length; count < goal; count++, next++) {
      plan.create.push({
        seats,
        tableNumber: String(next),
        name: quickTableName(seats, next),
        location: QUICK_TABLE_LOCATION,
      });
    }
    const removable = ofSize
      .filter(
        ({ table }) => typeof table._id === "string" && table._id !== "" && !table.hasUpcomingReservations,
      )
      .sort((a, b) => (b.number ?? -1) - (a.number ?? -1) || b.index - a.index);
    const excess = Math.max(0, ofSize.length - goal);
    if (removable.length < excess) plan.blocked.push(seats);
    plan.delete.push(...removable.slice(0, excess).map(({ table }) => table._id as string));
  }
  return plan;
}
