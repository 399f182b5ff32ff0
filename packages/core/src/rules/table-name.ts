import { quickConfigTableName } from "../texts/tables.ts";

/** What the renumbering reads from a table. */
export interface TableNameLike {
  name?: string | null;
  seats?: number | null;
  tableNumber?: string | number | null;
}

/** The generated name of a table: '{seats}er Tisch {n}' (quick configuration and a create without a name). */
export function generatedTableName(seats: number, tableNumber: number | string): string {
  return quickConfigTableName(seats, String(tableNumber).trim());
}

/** Whether a table still carries the name generated from its seats and its current number (or none). */
export function hasGeneratedTableName(table: TableNameLike): boolean {
  const name = (table.name ?? "").trim();
  if (name === "") return true;
  if (typeof table.seats !== "number") return false;
  return name === generatedTableName(table.seats, String(table.tableNumber ?? ""));
}

/**
 * The table's name after it got the number `tableNumber`: the generated name follows the new number
 * ('4er Tisch 5' becomes '4er Tisch 12'); a name of the owner's own stays as it is.
 */
export function tableNameAfterRenumber(table: TableNameLike, tableNumber: string): string {
  const name = table.name ?? "";
  if (typeof table.seats !== "number" || !hasGeneratedTableName(table)) return name;
  return generatedTableName(table.seats, tableNumber);
}
