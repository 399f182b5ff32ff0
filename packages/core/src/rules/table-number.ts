/** What the number check reads from a table. */
export interface TableNumberLike {
  _id?: string | null;
  tableNumber?: string | number | null;
}

/** Why a table number cannot be saved: blank after trimming, or another table of the restaurant has it. */
export type TableNumberProblem = "blank" | "taken";

/**
 * Checks a new number for the table `tableId`: it must be non-empty after trimming and unique per
 * restaurant, compared after trimming. Null when it may be saved.
 */
export function tableNumberProblem(
  input: string,
  tableId: string | null,
  tables: readonly TableNumberLike[],
): TableNumberProblem | null {
  const wanted = input.trim();
  if (wanted === "") return "blank";
  const taken = tables.some((t) => t._id !== tableId && String(t.tableNumber ?? "").trim() === wanted);
  return taken ? "taken" : null;
}
