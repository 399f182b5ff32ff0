import { formatLongDate } from "@tischservice/core/format";
import { dayCellPreview } from "@tischservice/core/rules";
import { calendarTexts, guestCountLabel, moreReservations } from "@tischservice/core/texts";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { StatusBadge } from "./status-badge.tsx";

export interface DayListItem {
  id: string;
  customerName: string;
  /** `HH:MM` */
  timeSlot: string;
  guests: number;
  status: string;
}

export interface DayListProps extends Omit<ComponentProps<"section">, "onSelect"> {
  /** `YYYY-MM-DD`; shown as "Donnerstag, 24. Dezember 2026". */
  date: string;
  items: readonly DayListItem[];
  /** Show at most this many, then "... und N weitere" (the calendar's week cells use 4). */
  maxItems?: number;
  closed?: boolean;
  onSelect?: (id: string) => void;
  emptyText?: string;
}

/** A day's reservations in time order, as in the calendar's day view. */
export function DayList({
  date,
  items,
  maxItems,
  closed = false,
  onSelect,
  emptyText = calendarTexts.noReservationsOnDay,
  className,
  ...props
}: DayListProps) {
  const heading = formatLongDate(date);
  const { visible, moreCount: more } =
    maxItems === undefined ? { visible: items, moreCount: 0 } : dayCellPreview(items, maxItems);
  return (
    <section data-slot="day-list" aria-label={heading} className={cn("grid gap-2", className)} {...props}>
      <h3 className="flex items-center gap-2 text-base font-semibold">
        {heading}
        {closed ? (
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
            {calendarTexts.closedDay}
          </span>
        ) : null}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="m-0 grid list-none gap-1.5 p-0">
          {visible.map((item) => {
            const content = (
              <>
                <span className="w-12 shrink-0 font-semibold tabular-nums">{item.timeSlot}</span>
                <span className="min-w-0 flex-1 truncate">{item.customerName}</span>
                <span className="shrink-0 text-muted-foreground">{guestCountLabel(item.guests)}</span>
                <StatusBadge status={item.status} />
              </>
            );
            // The row takes its list's width and never widens it: a long name is cut (truncate), and with
            // inline-size containment the row's one-line content does not count towards the width of the
            // grids around it (the calendar's week on a phone).
            const rowClass =
              "flex w-full items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 text-start text-sm contain-inline-size";
            return (
              <li key={item.id}>
                {onSelect ? (
                  <button
                    type="button"
                    onClick={() => onSelect(item.id)}
                    className={cn(rowClass, "focus-ring cursor-pointer hover:bg-accent")}
                  >
                    {content}
                  </button>
                ) : (
                  <div className={rowClass}>{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {more > 0 ? <p className="text-sm text-muted-foreground">{moreReservations(more)}</p> : null}
    </section>
  );
}
