import type { RankedCombination } from "./table-combinations.ts";
import type { RankedTable } from "./table-order.ts";

/** The tables given to one booking. */
export interface TableAssignment {
  tableIds: string[];
  seats: number;
}

interface Candidate {
  tables: RankedTable[];
  seats: number;
  ranks: number[];
}

function candidateOf(tables: RankedTable[]): Candidate {
  let seats = 0;
  for (const table of tables) seats += table.seats;
  const ranks = tables.map((table) => table.rank).sort((a, b) => a - b);
  return { tables, seats, ranks };
}

/** Fewest seats, then fewest tables, then the lowest table numbers (compared in ascending order). */
function isBetter(next: Candidate, best: Candidate | null): boolean {
  if (!best) return true;
  if (next.seats !== best.seats) return next.seats < best.seats;
  if (next.ranks.length !== best.ranks.length) return next.ranks.length < best.ranks.length;
  for (let index = 0; index < next.ranks.length; index += 1) {
    const difference = (next.ranks[index] ?? 0) - (best.ranks[index] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/** First index in [from, sorted.length) whose table has at least `seats` seats, or -1. */
function firstWithSeats(sorted: readonly RankedTable[], from: number, seats: number): number {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle]?.seats ?? 0) >= seats) high = middle;
    else low = middle + 1;
  }
  return low < sorted.length ? low : -1;
}

/** Best pair or triple of one room's free tables; `room` is sorted by seats, then rank. */
function bestCombinationInRoom(
  room: readonly RankedTable[],
  partySize: number,
  best: Candidate | null,
): Candidate | null {
  let result = best;
  const bound = () => result?.seats ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i < room.length - 1; i += 1) {
    const first = room[i] as RankedTable;
    const second = room[i + 1] as RankedTable;
    if (first.seats + second.seats > bound()) break;
    const j = firstWithSeats(room, i + 1, partySize - first.seats);
    if (j >= 0) {
      const pair = candidateOf([first, room[j] as RankedTable]);
      if (isBetter(pair, result)) result = pair;
    }
  }
  for (let i = 0; i < room.length - 2; i += 1) {
    const first = room[i] as RankedTable;
    if (first.seats + (room[i + 1]?.seats ?? 0) + (room[i + 2]?.seats ?? 0) > bound()) break;
    for (let j = i + 1; j < room.length - 1; j += 1) {
      const second = room[j] as RankedTable;
      if (first.seats + second.seats + (room[j + 1]?.seats ?? 0) > bound()) break;
      const missing = partySize - first.seats - second.seats;
      if (missing <= 0) break; // this pair fits alone and any third table only adds seats
      const k = firstWithSeats(room, j + 1, missing);
      if (k < 0) continue;
      const triple = candidateOf([first, second, room[k] as RankedTable]);
      if (isBetter(triple, result)) result = triple;
    }
  }
  return result;
}

/** The best defined combination whose tables are all free and that seats the party. */
function bestDefinedCombination(
  freeTables: readonly RankedTable[],
  partySize: number,
  combinations: readonly RankedCombination[],
): Candidate | null {
  const free = new Set(freeTables.map((table) => table.id));
  let best: Candidate | null = null;
  for (const combination of combinations) {
    if (combination.seats < partySize) continue;
    if (!combination.tables.every((table) => free.has(table.id))) continue;
    const candidate = candidateOf([...combination.tables]);
    if (isBetter(candidate, best)) best = candidate;
  }
  return best;
}

/**
 * The assignment rule over free tables sorted by seats, then rank: the smallest single table that seats
 * the party (ties: lowest table number); otherwise the combination with the fewest seats, then the fewest
 * tables, then the lowest table numbers. Once the restaurant has defined combinations only those are
 * joined (tables at opposite ends of a room cannot be pushed together); `combinations` null or left out
 * joins up to three tables of one room automatically. Null when nothing fits.
 */
export function chooseTables(
  freeTables: readonly RankedTable[],
  partySize: number,
  combinations?: readonly RankedCombination[] | null,
): TableAssignment | null {
  const single = freeTables[firstWithSeats(freeTables, 0, partySize)];
  if (single) return { tableIds: [single.id], seats: single.seats };
  let best: Candidate | null = null;
  if (combinations) {
    best = bestDefinedCombination(freeTables, partySize, combinations);
  } else {
    const rooms = new Map<string, RankedTable[]>();
    for (const table of freeTables) {
      const room = rooms.get(table.roomKey);
      if (room) room.push(table);
      else rooms.set(table.roomKey, [table]);
    }
    for (const room of rooms.values()) best = bestCombinationInRoom(room, partySize, best);
  }
  if (!best) return null;
  const tables = [...best.tables].sort((a, b) => a.rank - b.rank);
  return { tableIds: tables.map((table) => table.id), seats: best.seats };
}
