import { formatLongDate } from "@tischservice/core/format";
import type { MonthGridCell } from "@tischservice/core/rules";
import { calendarDayAriaLabel } from "@tischservice/core/texts";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export interface MonthCalendarDayProps extends Omit<ComponentProps<"button">, "children"> {
  cell: MonthGridCell;
  selected?: boolean;
}

/** One day of the month grid: its number, its reservation count (99+), closed and today states. */
export function MonthCalendarDay({ cell, selected = false, className, ...props }: MonthCalendarDayProps) {
  const day = Number(cell.date.slice(8, 10));
  return (
    <button
      type="button"
      data-slot="month-calendar-day"
      data-date={cell.date}
      data-closed={cell.isClosed || undefined}
      data-today={cell.isToday || undefined}
      aria-current={cell.isToday ? "date" : undefined}
      aria-pressed={selected}
      className={cn(
        "focus-ring relative flex aspect-square min-h-11 cursor-pointer flex-col items-center justify-start gap-0.5 rounded-md border border-transparent p-1 text-sm transition-colors hover:bg-accent sm:aspect-auto sm:h-16",
        !cell.inMonth && "text-muted-foreground",
        cell.isClosed && "bg-muted text-muted-foreground line-through",
        cell.isToday && "border-primary-strong font-bold",
        selected && "border-primary-strong bg-primary-soft",
        className,
      )}
      {...props}
    >
      <span className="sr-only">
        {calendarDayAriaLabel(formatLongDate(cell.date), cell.count, cell.isClosed)}
      </span>
      <span aria-hidden="true" className="tabular-nums">
        {day}
      </span>
      {cell.count > 0 && !cell.isClosed ? (
        <span
          aria-hidden="true"
          className="rounded-full bg-primary px-1.5 text-[0.6875rem] leading-4 font-semibold text-primary-foreground tabular-nums no-underline"
        >
          {cell.countLabel}
        </span>
      ) : null}
    </button>
  );
}
