import { type EnquiryTableOption, type Table, enquiryInboxTexts as texts } from "@tischservice/core";
import { Badge, Checkbox, cn } from "@tischservice/ui";
import { useId } from "react";
import { tableDisplayName } from "../tables/table-card.tsx";

export interface TableChoiceProps {
  options: readonly EnquiryTableOption<Table>[];
  chosen: readonly string[];
  disabled: boolean;
  onToggle: (tableId: string, chosen: boolean) => void;
  /** "12 von 16 Plätzen gewählt". */
  summary: string;
  summaryTone: "none" | "short" | "enough";
}

/**
 * The tables to give the party, one or several (combined): each with its seats and whether it is free for
 * the party's stay at the chosen time, and the running seat total against the party size. A taken table
 * cannot be chosen; one chosen before the time changed stays choosable, so that it can be removed.
 */
export function TableChoice({ options, chosen, disabled, onToggle, summary, summaryTone }: TableChoiceProps) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-summary`}>
      <legend className="mb-2 text-sm font-medium">{texts.tablesLegend}</legend>
      {options.length === 0 ? <p className="text-sm text-muted-foreground">{texts.noTables}</p> : null}
      <ul className="m-0 grid max-h-64 list-none gap-1 overflow-y-auto p-0 sm:grid-cols-2">
        {options.map(({ table, free }) => {
          const checked = chosen.includes(table._id);
          const boxId = `${id}-${table._id}`;
          return (
            <li key={table._id} className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-accent/50">
              <Checkbox
                id={boxId}
                checked={checked}
                disabled={disabled || (free === false && !checked)}
                aria-describedby={free === null ? undefined : `${boxId}-state`}
                onCheckedChange={(value) => onToggle(table._id, value === true)}
              />
              <label htmlFor={boxId} className="min-w-0 flex-1 cursor-pointer text-sm">
                {texts.tableLabel(tableDisplayName(table), table.seats)}
              </label>
              {free === null ? null : (
                <Badge id={`${boxId}-state`} variant={free ? "success" : "destructive"}>
                  {free ? texts.tableFree : texts.tableBusy}
                </Badge>
              )}
            </li>
          );
        })}
      </ul>
      <p
        id={`${id}-summary`}
        aria-live="polite"
        className={cn(
          "text-sm font-medium tabular-nums",
          summaryTone === "short" && "text-destructive-strong",
          summaryTone === "enough" && "text-success-strong",
        )}
      >
        {summary}
      </p>
    </fieldset>
  );
}
