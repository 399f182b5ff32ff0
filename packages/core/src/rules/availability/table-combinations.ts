import type { AvailabilityCombination, RankedTable } from "./table-order.ts";

/** A combination the restaurant defined, with its usable tables resolved. */
export interface RankedCombination {
  id: string;
  tables: readonly RankedTable[];
  seats: number;
  /** True when one of its tables is "Nur intern": then online bookings never get the combination. */
  internal: boolean;
}

/** Smallest and largest number of tables one defined combination joins. */
export const COMBINATION_TABLE_LIMITS = { min: 2, max: 4 } as const;

/**
 * Resolves the defined combinations against the ranked tables; null when the restaurant has defined none
 * (its tables of one room are then joined automatically). A combination naming a table the
 * restaurant no longer has (or one without seats) is left out whole: joining only part of it would give
 * the party tables the owner never meant to push together.
 */
export function rankCombinations(
  combinations: readonly AvailabilityCombination[] | null | undefined,
  ranked: readonly RankedTable[],
): RankedCombination[] | null {
  if (!combinations || combinations.length === 0) return null;
  const byId = new Map(ranked.map((table) => [table.id, table]));
  const result: RankedCombination[] = [];
  for (const combination of combinations) {
    const ids = [...new Set(combination.tableIds)];
    if (ids.length < COMBINATION_TABLE_LIMITS.min) continue;
    const tables: RankedTable[] = [];
    for (const id of ids) {
      const table = byId.get(id);
      if (table) tables.push(table);
    }
    if (tables.length !== ids.length) continue;
    let seats = 0;
    for (const table of tables) seats += table.seats;
    result.push({ id: combination._id, tables, seats, internal: tables.some((table) => table.internal) });
  }
  return result;
}
