import {
  STAY_DURATION_LIMITS,
  type StayDuration,
  stayDurationsProblem,
  stayDurationsTexts as texts,
} from "@tischservice/core";
import { Button, IconButton, Input, Skeleton } from "@tischservice/ui";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { listOf, rowsOf, type StayDurationRow, withRowAdded } from "./stay-duration-rows.ts";

export interface StayDurationsEditorProps {
  /** The list that applies (the configuration's `stayDurations`); undefined while it loads. */
  value: readonly StayDuration[] | undefined;
  /** Called with every valid list the user makes (the settings' autosave and its status). */
  onChange: (next: StayDuration[]) => void;
  disabled?: boolean;
}

/**
 * Narrow number fields (the Input's `w-full` is overridden with `!`), without spin buttons on phones: a
 * row of guests, minutes, "Minuten" and the bin then fits one line on a 390 px phone.
 */
const numberInput =
  "w-14! px-2! text-right tabular-nums sm:w-20! max-sm:[appearance:textfield] max-sm:[&::-webkit-inner-spin-button]:appearance-none max-sm:[&::-webkit-outer-spin-button]:appearance-none";

/**
 * Settings → Reservierungen: how long a new reservation holds its tables, by party size, as rows
 * "bis N Gäste: M Minuten" and a last row "mehr Gäste". Checked by core's rule while typing; only a
 * valid list is passed on, an invalid one says why at its row.
 */
export function StayDurationsEditor({ value, onChange, disabled = false }: StayDurationsEditorProps) {
  const titleId = useId();
  const errorId = useId();
  const [rows, setRows] = useState<StayDurationRow[]>(() => rowsOf(value ?? []));
  const seen = useRef(JSON.stringify(value ?? null));

  // A new list from outside (loaded, another tab's save) replaces the rows; our own change does not.
  useEffect(() => {
    const json = JSON.stringify(value ?? null);
    if (json === seen.current) return;
    seen.current = json;
    setRows(rowsOf(value ?? []));
  }, [value]);

  const problem = useMemo(() => (rows.length === 0 ? null : stayDurationsProblem(listOf(rows))), [rows]);

  const update = (next: StayDurationRow[]) => {
    setRows(next);
    const list = listOf(next);
    if (stayDurationsProblem(list)) return;
    seen.current = JSON.stringify(list);
    onChange(list);
  };
  const edit = (key: number, field: "maxGuests" | "minutes", typed: string) =>
    update(rows.map((row) => (row.key === key ? { ...row, [field]: typed } : row)));

  if (value === undefined) {
    return (
      <section aria-labelledby={titleId} aria-busy="true" className="grid gap-3">
        <h3 id={titleId} className="m-0 text-sm font-semibold">
          {texts.title}
        </h3>
        <p className="sr-only">{texts.loading}</p>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-9 w-64" />
        ))}
      </section>
    );
  }

  const invalid = (index: number) => problem !== null && (problem.row === index || problem.row === -1);
  const described = (index: number) => (invalid(index) ? errorId : undefined);

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={titleId} className="m-0 text-sm font-semibold">
          {texts.title}
        </h3>
        <p className="m-0 text-sm text-muted-foreground">{texts.hint}</p>
      </div>
      <ol className="m-0 grid list-none gap-2 p-0">
        {rows.map((row, index) => {
          const last = index === rows.length - 1;
          const number = index + 1;
          return (
            <li key={row.key} className="flex flex-wrap items-center gap-1.5 text-sm sm:gap-2">
              {last ? (
                <span className="min-w-32">{texts.moreGuests}:</span>
              ) : (
                <span className="flex min-w-32 items-center gap-1.5 sm:gap-2">
                  {texts.upTo}
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={STAY_DURATION_LIMITS.maxGuests}
                    step={1}
                    className={numberInput}
                    aria-label={texts.maxGuestsLabel(number)}
                    aria-invalid={invalid(index) || undefined}
                    aria-describedby={described(index)}
                    value={row.maxGuests}
                    disabled={disabled}
                    onChange={(event) => edit(row.key, "maxGuests", event.currentTarget.value)}
                  />
                  {texts.guests}:
                </span>
              )}
              <Input
                type="number"
                inputMode="numeric"
                min={STAY_DURATION_LIMITS.minutesMin}
                max={STAY_DURATION_LIMITS.minutesMax}
                step={5}
                className={numberInput}
                aria-label={last ? texts.moreGuestsMinutesLabel : texts.minutesLabel(number)}
                aria-invalid={invalid(index) || undefined}
                aria-describedby={described(index)}
                value={row.minutes}
                disabled={disabled}
                onChange={(event) => edit(row.key, "minutes", event.currentTarget.value)}
              />
              {texts.minutesUnit}
              {last ? null : (
                <IconButton
                  label={texts.removeRow(number)}
                  icon={<Trash2 aria-hidden="true" />}
                  disabled={disabled}
                  onClick={() => update(rows.filter((candidate) => candidate.key !== row.key))}
                />
              )}
            </li>
          );
        })}
      </ol>
      {problem ? (
        <p id={errorId} role="alert" className="m-0 text-sm font-medium text-destructive-strong">
          {problem.message}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={disabled || rows.length >= STAY_DURATION_LIMITS.rows}
          onClick={() => update(withRowAdded(rows))}
        >
          <Plus aria-hidden="true" />
          {texts.addRow}
        </Button>
      </div>
    </section>
  );
}
