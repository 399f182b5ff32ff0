/** A table as the availability engine needs it (structurally compatible with the API's table rows). */
export interface AvailabilityTable {
  _id: string;
  tableNumber: string;
  seats: number;
  roomId?: string | null;
  /** "Nur intern": staff may seat guests there, online bookings never get it. */
  internal?: boolean | null;
}

/** A set of tables the restaurant has defined as joinable (2–4 table ids). */
export interface AvailabilityCombination {
  _id: string;
  tableIds: readonly string[];
}

/** A table prepared for assignment: its rank orders table numbers, its room key groups combinations. */
export interface RankedTable {
  id: string;
  seats: number;
  /** 0 for the lowest table number. */
  rank: number;
  /** Tables without a room share the key "" and form one room together. */
  roomKey: string;
  internal: boolean;
}

const NUMERIC = /^\d+$/;

/**
 * Orders table numbers: numeric ones numerically ("2" before "10") and before the others, which compare
 * by code units so the order never depends on a locale.
 */
export function compareTableNumbersForAssignment(a: string, b: string): number {
  const left = a.trim();
  const right = b.trim();
  const leftNumeric = NUMERIC.test(left);
  const rightNumeric = NUMERIC.test(right);
  if (leftNumeric && rightNumeric) {
    const difference = Number(left) - Number(right);
    if (difference !== 0) return difference;
  } else if (leftNumeric !== rightNumeric) {
    return leftNumeric ? -1 : 1;
  }
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/**
 * Ranks the tables by number (ties by id) and returns the usable ones (at least one seat) sorted by
 * seats, then rank: the order in which the assignment rule prefers single tables.
 */
export function rankTables(tables: readonly AvailabilityTable[]): RankedTable[] {
  const byNumber = [...tables].sort(
    (a, b) =>
      compareTableNumbersForAssignment(a.tableNumber, b.tableNumber) ||
      (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  );
  const ranked: RankedTable[] = [];
  byNumber.forEach((table, rank) => {
    if (!Number.isFinite(table.seats) || table.seats < 1) return;
    ranked.push({
      id: table._id,
      seats: Math.floor(table.seats),
      rank,
      roomKey: table.roomId ?? "",
      internal: table.internal === true,
    });
  });
  return ranked.sort((a, b) => a.seats - b.seats || a.rank - b.rank);
}
