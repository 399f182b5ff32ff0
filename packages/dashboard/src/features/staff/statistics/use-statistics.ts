import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { StatisticsPeriod } from "@tischservice/core";
import { statisticsQueryOptions } from "../../../api/statistics.ts";

/** The period's figures from the API; the previous period stays on screen while the next one loads. */
export function useStatistics(restaurantId: string, period: StatisticsPeriod) {
  return useQuery({
    ...statisticsQueryOptions(restaurantId, period),
    placeholderData: keepPreviousData,
  });
}
