import type { TableCombination } from "@tischservice/core";

/** Tables and rooms as the API answers them, for tests and stories. */

/** Test data: a table as the API answers it. */
export function tableRecord(overrides: Record<string, unknown> = {}) {
  const id = String(overrides._id ?? `t-${String(overrides.tableNumber ?? "1")}`);
  return {
    _id: id,
    name: `4er Tisch ${String(overrides.tableNumber ?? "1")}`,
    seats: 4,
    tableNumber: "1",
    location: "Hauptraum",
    restaurantId: "r-1",
    roomId: null,
    position: { x: 75, y: 75, rotation: 0 },
    ...overrides,
  };
}

/** Test data: a room as the API answers it. */
export function roomRecord(overrides: Record<string, unknown> = {}) {
  return {
    _id: "room-1",
    restaurantId: "r-1",
    name: "Hauptraum",
    width: 800,
    height: 600,
    shape: [
      { x: 30, y: 30 },
      { x: 390, y: 30 },
      { x: 390, y: 330 },
      { x: 30, y: 330 },
    ],
    color: "#e5d3a1",
    ...overrides,
  };
}

/** A table as a combination lists it (number and seats). */
interface CombinedTable {
  _id: string;
  tableNumber: string;
  seats: number;
  internal?: boolean;
}

/**
 * Test data: a table combination as the API answers it, of the given tables: their seats added up, "Nur
 * intern" when one of them is.
 */
export function combinationRecord(
  _id: string,
  name: string,
  tables: readonly CombinedTable[],
): TableCombination {
  return {
    _id,
    restaurantId: "r-1",
    name,
    tableIds: tables.map((table) => table._id),
    tables: tables.map(({ _id: id, tableNumber, seats, internal = false }) => ({
      _id: id,
      tableNumber,
      name: "",
      seats,
      internal,
    })),
    seats: tables.reduce((sum, table) => sum + table.seats, 0),
    internal: tables.some((table) => table.internal === true),
  };
}
