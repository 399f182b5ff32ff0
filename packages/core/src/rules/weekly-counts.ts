import type { WeeklyCount } from "../schemas/admin.ts";

/** How many weeks the admin's analytics show (current week included); our own choice. */
export const ADMIN_ANALYTICS_WEEKS = 8;

const DAY_MS = 24 * 60 * 60 * 1000;

function toUtcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The Monday (`YYYY-MM-DD`) of the ISO week that contains `date`. */
export function weekStartOf(date: string): string {
  const day = toUtcDate(date);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The last `weeks` weeks up to the one containing `today`, oldest first, each with the count found in
 * `rows` (keyed by week start) or zero. Rows outside the range are ignored.
 */
export function weeklyCountSeries(
  rows: readonly WeeklyCount[],
  today: string,
  weeks: number = ADMIN_ANALYTICS_WEEKS,
): WeeklyCount[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = weekStartOf(row.weekStart);
    counts.set(key, (counts.get(key) ?? 0) + row.count);
  }
  const current = toUtcDate(weekStartOf(today)).getTime();
  const series: WeeklyCount[] = [];
  for (let index = weeks - 1; index >= 0; index -= 1) {
    const weekStart = new Date(current - index * 7 * DAY_MS).toISOString().slice(0, 10);
    series.push({ weekStart, count: counts.get(weekStart) ?? 0 });
  }
  return series;
}
