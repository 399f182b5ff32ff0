import { chooseTables } from "./availability/table-assignment.ts";
import { isTableFree, type TableOccupancy } from "./availability/table-occupancy.ts";

/** The tables of an edited reservation, or why it cannot have them. */
export type EditTablesOutcome =
  | { kind: "ok"; tableIds: string[] }
  /** A chosen table is not the restaurant's (or cannot seat anyone). */
  | { kind: "unknown" }
  /** The chosen tables seat fewer than the party. */
  | { kind: "too_small"; seats: number }
  /** A chosen table is busy, or (tables left to the rule) no free table or combination fits now. */
  | { kind: "taken" }
  /** Tables left to the rule: no table or combination of the restaurant ever seats the party. */
  | { kind: "no_fitting" };

export interface EditTablesInput {
  /** The day's occupancy without the edited reservation itself (it never blocks its own move). */
  occupancy: TableOccupancy;
  /** The tables it holds now. */
  currentTableIds: readonly string[];
  /** Tables staff chose by hand; null leaves them to `tablesForEdit`'s rule. */
  chosenTableIds: readonly string[] | null;
  partySize: number;
  /** The stay after the edit, epoch ms, half-open. */
  start: number;
  end: number;
}

/**
 * The tables of a reservation staff change. Chosen tables must be the restaurant's, seat the party together
 * and be free for the whole stay. Without a choice the reservation keeps its tables while they still seat
 * the party and are free (staff and guests expect the table they were told about); otherwise the booking's
 * assignment rule picks, as for a new booking.
 */
export function tablesForEdit(input: EditTablesInput): EditTablesOutcome {
  const { occupancy, start, end, partySize } = input;
  const seatsOf = new Map(occupancy.tables.map((table) => [table.id, table.seats]));
  const freeAll = (ids: readonly string[]) => ids.every((id) => isTableFree(occupancy, id, start, end));
  const seatsAll = (ids: readonly string[]) => ids.reduce((sum, id) => sum + (seatsOf.get(id) ?? 0), 0);
  if (input.chosenTableIds) {
    const chosen = [...new Set(input.chosenTableIds)];
    if (chosen.length === 0 || chosen.some((id) => !seatsOf.has(id))) return { kind: "unknown" };
    const seats = seatsAll(chosen);
    if (seats < partySize) return { kind: "too_small", seats };
    return freeAll(chosen) ? { kind: "ok", tableIds: chosen } : { kind: "taken" };
  }
  const current = [...new Set(input.currentTableIds)];
  const keepable =
    current.length > 0 &&
    current.every((id) => seatsOf.has(id)) &&
    seatsAll(current) >= partySize &&
    freeAll(current);
  if (keepable) return { kind: "ok", tableIds: current };
  const free = occupancy.tables.filter((table) => isTableFree(occupancy, table.id, start, end));
  const assignment = chooseTables(free, partySize, occupancy.combinations);
  if (assignment) return { kind: "ok", tableIds: assignment.tableIds };
  return chooseTables(occupancy.tables, partySize, occupancy.combinations)
    ? { kind: "taken" }
    : { kind: "no_fitting" };
}
