import {
  addDaysToWireDate,
  formatWireDate,
  minutesToWireTime,
  normalizeWireDate,
  parseWireDate,
  weekdayKeyOfWireDate,
  wireTimeToMinutes,
} from "./wire-date.ts";

/** One weekday of the weekly opening hours (structural: matches the config schema). */
export interface WeekdayHoursLike {
  isOpen?: boolean | null;
  openTime?: string | null;
  closeTime?: string | null;
  hasLunchBreak?: boolean | null;
  lunchBreakStart?: string | null;
  lunchBreakEnd?: string | null;
}

/** Weekly opening hours keyed `monday` .. `sunday`. */
export interface OpeningHoursLike {
  monday?: WeekdayHoursLike | null;
  tuesday?: WeekdayHoursLike | null;
  wednesday?: WeekdayHoursLike | null;
  thursday?: WeekdayHoursLike | null;
  friday?: WeekdayHoursLike | null;
  saturday?: WeekdayHoursLike | null;
  sunday?: WeekdayHoursLike | null;
}

/**
 * Weekly opening hours with every weekday open: what a calendar assumes while it knows no configuration,
 * so that only special closures close a day (a missing weekday would count as closed).
 */
export const everyDayOpen: OpeningHoursLike = {
  monday: { isOpen: true },
  tuesday: { isOpen: true },
  wednesday: { isOpen: true },
  thursday: { isOpen: true },
  friday: { isOpen: true },
  saturday: { isOpen: true },
  sunday: { isOpen: true },
};

/** A special-hours entry (holiday, vacation, special event, ...). */
export interface SpecialHourLike {
  startDate: string;
  endDate?: string | null;
  type?: string | null;
  isClosed?: boolean | null;
  isRecurring?: boolean | null;
  customHours?: { openTime?: string | null; closeTime?: string | null } | null;
}

/** One opening period of a day. `end <= start` means it runs past midnight (`18:00`-`02:00`). */
export interface OpeningPeriod {
  start: string;
  end: string;
}

/** Whether a special-hours entry closes the restaurant (isClosed, or type 'closed'). */
export function isClosingSpecialHour(entry: SpecialHourLike): boolean {
  return entry.isClosed === true || entry.type === "closed";
}

/**
 * The first day an entry covers the date on, or null. The range is inclusive by calendar day; a
 * missing end date means a single day; an end before the start covers nothing. A recurring entry repeats
 * every year from its first occurrence on (29 February falls back to 28 February).
 */
function coveringStart(entry: SpecialHourLike, date: string): string | null {
  const start = normalizeWireDate(entry.startDate);
  const end = entry.endDate == null || entry.endDate === "" ? start : normalizeWireDate(entry.endDate);
  if (!start || !end || end < start) return null;
  if (start <= date && date <= end) return start;
  const target = parseWireDate(date);
  const first = parseWireDate(start);
  if (entry.isRecurring !== true || !target || !first || date < start) return null;
  for (const year of [target.year, target.year - 1]) {
    const shiftedStart = shiftYear(start, year - first.year);
    const shiftedEnd = shiftYear(end, year - first.year);
    if (shiftedStart && shiftedEnd && shiftedStart <= date && date <= shiftedEnd) return shiftedStart;
  }
  return null;
}

function shiftYear(date: string, years: number): string | null {
  const parts = parseWireDate(date);
  if (!parts) return null;
  const year = parts.year + years;
  const lastDay = new Date(Date.UTC(year, parts.month, 0)).getUTCDate();
  return formatWireDate({ year, month: parts.month, day: Math.min(parts.day, lastDay) });
}

/**
 * The special-hours entry covering a date (`YYYY-MM-DD`), or null. When several cover it, a closing
 * entry wins, then the one starting most recently, then the earlier one in the list.
 */
export function findSpecialHourFor<T extends SpecialHourLike>(
  date: string,
  specialHours: readonly T[] | null | undefined,
): T | null {
  const day = normalizeWireDate(date);
  if (!day || !specialHours) return null;
  let best: { entry: T; start: string; closed: boolean } | null = null;
  for (const entry of specialHours) {
    const start = coveringStart(entry, day);
    if (!start) continue;
    const closed = isClosingSpecialHour(entry);
    if (!best || (closed && !best.closed) || (closed === best.closed && start > best.start)) {
      best = { entry, start, closed };
    }
  }
  return best?.entry ?? null;
}

function customHoursPeriod(entry: SpecialHourLike): OpeningPeriod | null {
  const open = entry.customHours?.openTime;
  const close = entry.customHours?.closeTime;
  const openMinutes = wireTimeToMinutes(open);
  const closeMinutes = wireTimeToMinutes(close);
  if (openMinutes === null || closeMinutes === null || openMinutes === closeMinutes) return null;
  return { start: minutesToWireTime(openMinutes), end: minutesToWireTime(closeMinutes) };
}

/**
 * Whether the restaurant is closed on a date (`YYYY-MM-DD`). A covering closing special-hours entry
 * closes it; a covering open entry with valid custom hours opens it; otherwise the weekday decides
 * (closed when its entry is absent or isOpen is not true). An invalid date counts as closed.
 */
export function isClosedDay(
  date: string,
  openingHours: OpeningHoursLike | null | undefined,
  specialHours: readonly SpecialHourLike[] | null | undefined,
): boolean {
  const weekday = weekdayKeyOfWireDate(date);
  if (!weekday) return true;
  const special = findSpecialHourFor(date, specialHours);
  if (special) {
    if (isClosingSpecialHour(special)) return true;
    if (customHoursPeriod(special)) return false;
  }
  return openingHours?.[weekday]?.isOpen !== true;
}

/**
 * The first date after `from` that `isClosed` leaves open, looking at most `days - 1` days ahead (a window
 * of `days` days counting `from`, e.g. the widget's 90 bookable days); null when every one is closed.
 */
export function nextOpenDate(from: string, isClosed: (date: string) => boolean, days: number): string | null {
  for (let offset = 1; offset < days; offset++) {
    const date = addDaysToWireDate(from, offset);
    if (date && !isClosed(date)) return date;
  }
  return null;
}

/**
 * The opening periods of a date (`YYYY-MM-DD`), split by the lunch break. Custom hours of a covering
 * special-hours entry replace the weekday (without lunch break). Times come back as `HH:MM`. Closed days, invalid dates and open days
 * without valid times give []. A lunch break is applied only when it lies strictly inside the hours.
 */
export function openingPeriodsFor(
  date: string,
  openingHours: OpeningHoursLike | null | undefined,
  specialHours: readonly SpecialHourLike[] | null | undefined,
): OpeningPeriod[] {
  if (isClosedDay(date, openingHours, specialHours)) return [];
  const special = findSpecialHourFor(date, specialHours);
  const custom = special ? customHoursPeriod(special) : null;
  if (custom) return [custom];
  const weekday = weekdayKeyOfWireDate(date);
  const hours = weekday ? openingHours?.[weekday] : null;
  const open = wireTimeToMinutes(hours?.openTime);
  const close = wireTimeToMinutes(hours?.closeTime);
  if (!hours || open === null || close === null || open === close) return [];
  const start = minutesToWireTime(open);
  const end = minutesToWireTime(close);
  const breakStart = wireTimeToMinutes(hours.lunchBreakStart);
  const breakEnd = wireTimeToMinutes(hours.lunchBreakEnd);
  const closeForCompare = close < open ? close + 1440 : close;
  if (
    hours.hasLunchBreak === true &&
    breakStart !== null &&
    breakEnd !== null &&
    open < breakStart &&
    breakStart < breakEnd &&
    breakEnd < closeForCompare
  ) {
    return [
      { start, end: minutesToWireTime(breakStart) },
      { start: minutesToWireTime(breakEnd), end },
    ];
  }
  return [{ start, end }];
}
