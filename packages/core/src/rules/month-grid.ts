import { TZDate } from "@date-fns/tz";
import { addDays, startOfWeek } from "date-fns";
import type { CalendarReservationLike } from "./calendar-day.ts";
import { isClosedDay, type OpeningHoursLike, type SpecialHourLike } from "./closed-day.ts";
import { CALENDAR_COUNT_CAP, CALENDAR_DAY_PREVIEW_MAX, CALENDAR_GRID_CELL_COUNT } from "./constants.ts";
import { isCancelledReservationStatus, reservationDateOf } from "./reservation-fields.ts";
import { DEFAULT_RESTAURANT_TIME_ZONE, formatWireDate, wireDateOfInstant } from "./wire-date.ts";

// The day filter lives in its own file so that pages listing one day (home) do not load the month grid.
export { type CalendarReservationLike, calendarDayReservations } from "./calendar-day.ts";

/** One day of the month grid. */
export interface MonthGridCell {
  /** `YYYY-MM-DD` */
  date: string;
  inMonth: boolean;
  isToday: boolean;
  /** Reservations of the day, cancelled ones excluded. */
  count: number;
  /** The count as shown, capped at '99+'. */
  countLabel: string;
  isClosed: boolean;
}

/** Input of `buildMonthGrid`; `month` runs 1..12. */
export interface MonthGridInput {
  year: number;
  month: number;
  reservations: readonly CalendarReservationLike[];
  openingHours?: OpeningHoursLike | null;
  specialHours?: readonly SpecialHourLike[] | null;
  now: Date;
  timeZone?: string;
}

/** The count as the calendar shows it: the number, or '99+' above 99. */
export function calendarCountLabel(count: number): string {
  return count > CALENDAR_COUNT_CAP ? `${CALENDAR_COUNT_CAP}+` : String(Math.max(0, Math.floor(count)));
}

/** Non-cancelled reservations per date `YYYY-MM-DD` (invalid dates are skipped). */
export function countCalendarReservationsByDate(
  reservations: readonly CalendarReservationLike[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const reservation of reservations) {
    if (isCancelledReservationStatus(reservation.status)) continue;
    const date = reservationDateOf(reservation);
    if (date) counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

/**
 * The 42-cell month grid, Sunday first: it starts on the Sunday on or before the 1st and runs six full
 * weeks. Returns [] for a month outside 1..12 or a non-integer year.
 */
export function buildMonthGrid(input: MonthGridInput): MonthGridCell[] {
  const { year, month } = input;
  if (!Number.isInteger(year) || year < 1000 || !Number.isInteger(month) || month < 1 || month > 12)
    return [];
  const timeZone = input.timeZone ?? DEFAULT_RESTAURANT_TIME_ZONE;
  const today = wireDateOfInstant(input.now, timeZone);
  const counts = countCalendarReservationsByDate(input.reservations);
  // Noon keeps calendar-day stepping clear of any daylight-saving transition.
  const first = startOfWeek(new TZDate(year, month - 1, 1, 12, 0, timeZone), { weekStartsOn: 0 });
  const cells: MonthGridCell[] = [];
  for (let i = 0; i < CALENDAR_GRID_CELL_COUNT; i++) {
    const day = addDays(first, i);
    const date = formatWireDate({ year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() });
    const count = counts.get(date) ?? 0;
    cells.push({
      date,
      inMonth: day.getMonth() === month - 1,
      isToday: date === today,
      count,
      countLabel: calendarCountLabel(count),
      isClosed: isClosedDay(date, input.openingHours, input.specialHours),
    });
  }
  return cells;
}

/** Moves a calendar month by `delta` months (arrows and swipes). */
export function shiftCalendarMonth(
  year: number,
  month: number,
  delta: number,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + Math.trunc(delta);
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** The preview of a day cell: the first `max` reservations and how many more ('... und N weitere'). */
export function dayCellPreview<T>(
  reservations: readonly T[],
  max: number = CALENDAR_DAY_PREVIEW_MAX,
): { visible: T[]; moreCount: number } {
  const limit = Math.max(0, Math.floor(max));
  return { visible: reservations.slice(0, limit), moreCount: Math.max(0, reservations.length - limit) };
}
