import {
  isStatisticsPeriod,
  STATISTICS_SORTS,
  type StatisticsPeriod,
  type StatisticsSort,
  type StatisticsStatusFilter,
} from "@tischservice/core";

/** `/app/past-reservations?period=7days&q=&status=cancelled&sort=name-asc`; defaults are left out. */
export interface StatisticsSearch {
  period?: StatisticsPeriod;
  q?: string;
  status?: Exclude<StatisticsStatusFilter, "all">;
  sort?: StatisticsSort;
}

/** Reads the statistics tab's search; anything unreadable is dropped. */
export function validateStatisticsSearch(search: Record<string, unknown>): StatisticsSearch {
  const period = isStatisticsPeriod(search.period) ? search.period : undefined;
  const q = typeof search.q === "string" && search.q.trim() !== "" ? search.q : undefined;
  const status = search.status === "confirmed" || search.status === "cancelled" ? search.status : undefined;
  const sort = STATISTICS_SORTS.find((s) => s === search.sort);
  return {
    ...(period ? { period } : {}),
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    ...(sort && sort !== "date-desc" ? { sort } : {}),
  };
}
