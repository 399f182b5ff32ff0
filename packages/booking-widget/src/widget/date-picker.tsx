import { addDaysToWireDate } from "@tischservice/core/rules";
import { cx } from "@tischservice/ui/widget-safe";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { monthGrid, monthOf } from "./dates.ts";
import type { StartTexts } from "./texts.ts";

export interface DatePickerProps {
  t: StartTexts;
  /** The chosen date `YYYY-MM-DD`. */
  value: string;
  /** First and last bookable dates. */
  first: string;
  last: string;
  isClosed: (date: string) => boolean;
  onChange: (date: string) => void;
}

const keySteps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month calendar of buttons (Monday first) for the booking window. Closed days are greyed out and
 * cannot be chosen but stay reachable so that their state is read out. Arrow keys move by day and week,
 * Page Up/Down by month, Home/End to the week's ends; only one day is in the tab order.
 */
export function DatePicker({ t, value, first, last, isClosed, onChange }: DatePickerProps) {
  const [focused, setFocused] = useState(value);
  const [shown, setShown] = useState(() => monthOf(value));
  /**
   * The day the keyboard moved to, until its button has the focus. A date, not a flag: an effect of an
   * earlier render can run after the next key (Preact runs a pending effect before the next render), and
   * must not use up a move whose button is not rendered yet (the next month's).
   */
  const focusTarget = useRef<string | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const titleId = useId();

  useEffect(() => {
    setFocused(value);
    setShown(monthOf(value));
  }, [value]);

  useEffect(() => {
    const target = focusTarget.current;
    const button = target && tableRef.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"]`);
    if (!button) return;
    focusTarget.current = null;
    button.focus();
  });

  const clamp = (date: string) => (date < first ? first : date > last ? last : date);
  const moveTo = (date: string) => {
    const next = clamp(date);
    focusTarget.current = next;
    setFocused(next);
    setShown(monthOf(next));
  };
  const shiftMonth = (delta: number) => {
    const index = shown.year * 12 + shown.month - 1 + delta;
    const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
    const firstMonth = monthOf(first);
    const lastMonth = monthOf(last);
    const key = (m: { year: number; month: number }) => m.year * 12 + m.month;
    if (key(target) < key(firstMonth) || key(target) > key(lastMonth)) return;
    setShown(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = keySteps[event.key];
    const weekday = (new Date(`${focused}T12:00:00Z`).getUTCDay() + 6) % 7;
    let target: string | null = null;
    if (step !== undefined) target = addDaysToWireDate(focused, step);
    else if (event.key === "Home") target = addDaysToWireDate(focused, -weekday);
    else if (event.key === "End") target = addDaysToWireDate(focused, 6 - weekday);
    else if (event.key === "PageUp") target = addDaysToWireDate(focused, -30);
    else if (event.key === "PageDown") target = addDaysToWireDate(focused, 30);
    if (!target) return;
    event.preventDefault();
    moveTo(target);
  };

  const cells = monthGrid(shown.year, shown.month);
  const weeks = Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
  const focusable = cells.includes(focused) ? focused : (cells.find((day) => day && day >= first) ?? null);
  const firstMonth = monthOf(first);
  const lastMonth = monthOf(last);
  const navButton =
    "focus-ring grid size-9 cursor-pointer place-items-center rounded-md border border-input bg-card text-lg disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButton}
          aria-label={t.previousMonth}
          disabled={shown.year === firstMonth.year && shown.month === firstMonth.month}
          onClick={() => shiftMonth(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={titleId} className="text-sm font-semibold" aria-live="polite">
          {t.monthTitle(shown.year, shown.month)}
        </p>
        <button
          type="button"
          className={navButton}
          aria-label={t.nextMonth}
          disabled={shown.year === lastMonth.year && shown.month === lastMonth.month}
          onClick={() => shiftMonth(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={tableRef} aria-labelledby={titleId} className="w-full table-fixed" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {t.weekdays.map((day) => (
              <th key={day} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? "empty"}>
              {week.map((day, index) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells are positional and never reorder
                if (!day) return <td key={`pad-${index}`} />;
                const outside = day < first || day > last;
                const closed = !outside && isClosed(day);
                const selected = day === value;
                return (
                  <td key={day} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-date={day}
                      tabIndex={day === focusable ? 0 : -1}
                      disabled={outside}
                      aria-disabled={closed || undefined}
                      aria-pressed={selected}
                      aria-label={closed ? `${t.longDate(day)}, ${t.closedMark}` : t.longDate(day)}
                      onFocus={() => setFocused(day)}
                      onClick={() => {
                        if (!closed) onChange(day);
                      }}
                      className={cx(
                        "focus-ring h-9 w-full cursor-pointer rounded-md text-sm tnum fade-colors disabled:cursor-default disabled:opacity-35",
                        closed && "cursor-not-allowed text-muted-foreground line-through",
                        !closed && !selected && "hover:bg-accent",
                        selected && "bg-primary font-semibold text-primary-foreground",
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
