import {
  buildMonthGrid,
  CALENDAR_SWIPE_DELTA_PX,
  type CalendarReservationLike,
  everyDayOpen,
  type MonthGridCell,
  type OpeningHoursLike,
  type SpecialHourLike,
  shiftCalendarMonth,
} from "@tischservice/core/rules";
import { calendarTexts, calendarWeekdayHeaders } from "@tischservice/core/texts";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ComponentProps, type KeyboardEvent, useMemo, useRef, useState } from "react";
import { IconButton } from "../components/icon-button.tsx";
import { cn } from "../lib/cn.ts";
import { MonthCalendarDay } from "./month-calendar-day.tsx";

export interface MonthCalendarProps extends Omit<ComponentProps<"section">, "onSelect"> {
  year: number;
  /** 1..12 */
  month: number;
  reservations?: readonly CalendarReservationLike[];
  /** Weekly hours; a weekday without an open entry is closed. Omit it to mark only special closures. */
  openingHours?: OpeningHoursLike | null;
  specialHours?: readonly SpecialHourLike[] | null;
  /** "Now" for the today highlight; defaults to the current time. */
  now?: Date;
  timeZone?: string;
  /** `YYYY-MM-DD` */
  selectedDate?: string | null;
  onSelectDate?: (date: string, cell: MonthGridCell) => void;
  onMonthChange?: (next: { year: number; month: number }) => void;
}

const titleFormatter = new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * The calendar tab's month: 42 days Sunday first, counts capped at 99+, closed days greyed and struck
 * through, today highlighted. Arrow buttons, a horizontal swipe of 80 px, or PageUp/PageDown change the
 * month; arrow keys move between days.
 */
export function MonthCalendar({
  year,
  month,
  reservations = [],
  openingHours,
  specialHours,
  now,
  timeZone,
  selectedDate,
  onSelectDate,
  onMonthChange,
  className,
  ...props
}: MonthCalendarProps) {
  const cells = useMemo(
    () =>
      buildMonthGrid({
        year,
        month,
        reservations,
        openingHours: openingHours === undefined ? everyDayOpen : openingHours,
        specialHours: specialHours ?? null,
        now: now ?? new Date(),
        ...(timeZone ? { timeZone } : {}),
      }),
    [year, month, reservations, openingHours, specialHours, now, timeZone],
  );
  const initialFocus =
    cells.findIndex((c) => c.date === selectedDate) >= 0
      ? cells.findIndex((c) => c.date === selectedDate)
      : Math.max(
          0,
          cells.findIndex((c) => c.isToday && c.inMonth),
          cells.findIndex((c) => c.inMonth),
        );
  const [focusIndex, setFocusIndex] = useState(initialFocus);
  const activeIndex = focusIndex >= 0 && focusIndex < cells.length ? focusIndex : initialFocus;
  const grid = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const title = titleFormatter.format(new Date(Date.UTC(year, month - 1, 15)));
  const go = (delta: number) => {
    onMonthChange?.(shiftCalendarMonth(year, month, delta));
    setFocusIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (event.key === "PageUp" || event.key === "PageDown") {
      event.preventDefault();
      go(event.key === "PageUp" ? -1 : 1);
      return;
    }
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = Math.min(cells.length - 1, Math.max(0, activeIndex + move));
    setFocusIndex(next);
    grid.current?.querySelectorAll<HTMLButtonElement>("button[data-date]")[next]?.focus();
  };

  return (
    <section
      data-slot="month-calendar"
      aria-label={title}
      className={cn(
        "grid gap-3 rounded-xl border border-border bg-card p-3 text-card-foreground sm:p-4",
        className,
      )}
      {...props}
    >
      <header className="flex items-center justify-between gap-2">
        <IconButton
          label={calendarTexts.previousMonth}
          icon={<ChevronLeft aria-hidden="true" />}
          onClick={() => go(-1)}
        />
        <h2 aria-live="polite" className="text-lg font-semibold capitalize">
          {title}
        </h2>
        <IconButton
          label={calendarTexts.nextMonth}
          icon={<ChevronRight aria-hidden="true" />}
          onClick={() => go(1)}
        />
      </header>
      <div
        aria-hidden="true"
        className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-muted-foreground"
      >
        {calendarWeekdayHeaders.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset cannot lay out the 7-column grid reliably */}
      <div
        ref={grid}
        role="group"
        aria-label={title}
        onKeyDown={onKeyDown}
        onPointerDown={(e) => {
          swipeStart.current = e.clientX;
        }}
        onPointerUp={(e) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null) return;
          const dx = e.clientX - start;
          if (Math.abs(dx) >= CALENDAR_SWIPE_DELTA_PX) go(dx < 0 ? 1 : -1);
        }}
        className="grid touch-pan-y grid-cols-7 gap-1"
      >
        {cells.map((cell, index) => (
          <MonthCalendarDay
            key={cell.date}
            cell={cell}
            selected={cell.date === selectedDate}
            tabIndex={index === activeIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() => onSelectDate?.(cell.date, cell)}
          />
        ))}
      </div>
    </section>
  );
}
