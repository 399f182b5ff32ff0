import { useTableCombinations } from "../../tables/use-table-combinations.ts";
import { CombinationsNote } from "./combinations-note.tsx";

/** The combinations note with the restaurant's own count (the same query and cache as Tische). */
export function CapacityCombinationsNote() {
  const combinations = useTableCombinations();
  return <CombinationsNote count={combinations.data?.length} />;
}
