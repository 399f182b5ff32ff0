import { Link } from "@tanstack/react-router";
import { settingsDefinedCombinations, tableCombinationTexts as texts } from "@tischservice/core";
import { useId } from "react";

export interface CombinationsNoteProps {
  /** How many combinations the restaurant defined; undefined while unknown (nothing is shown then). */
  count: number | undefined;
}

/**
 * Kapazität's word on large groups: tables of one room are joined automatically until the restaurant
 * defines combinations, from then on only those; the link leads to the combinations in Tische.
 */
export function CombinationsNote({ count }: CombinationsNoteProps) {
  const textId = useId();
  if (count === undefined) return null;
  return (
    <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t pt-4">
      <p id={textId} className="m-0 min-w-0 flex-1 basis-60 text-sm text-muted-foreground">
        {count === 0 ? texts.settingsAutomatic : settingsDefinedCombinations(count)}
      </p>
      <Link
        to="/tables"
        hash="table-combinations"
        aria-describedby={textId}
        className="focus-ring inline-flex items-center rounded-md border px-3 py-2 text-sm font-medium hover:bg-muted"
      >
        {count === 0 ? texts.defineLink : texts.editLink}
      </Link>
    </div>
  );
}
