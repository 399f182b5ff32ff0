import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { StatisticsPeriod } from "@tischservice/core";
import { queryKeys } from "../../../api/query-keys.ts";
import { fetchStatistics } from "../../../api/statistics.ts";

/** The period's figures from the API; the previous period stays on screen while the next one loads. */
export function useStatistics(restaurantId: string, period: StatisticsPeriod) {
  return useQuery({
    queryKey: queryKeys.statistics(restaurantId, period),
    queryFn: () => fetchStatistics(restaurantId, period),
    placeholderData: keepPreviousData,
  });
}
