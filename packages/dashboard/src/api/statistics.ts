import { queryOptions } from "@tanstack/react-query";
import { type StatisticsPeriod, type StatisticsResponse, statisticsResponseSchema } from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

export type Statistics = NonNullable<StatisticsResponse["data"]>;

/** `GET /api/stats/{restaurantId}?period=`: tiles, revenue cards, chart series and heat map of the period. */
export async function fetchStatistics(restaurantId: string, period: StatisticsPeriod): Promise<Statistics> {
  const answer = statisticsResponseSchema.parse(
    await dataOf(
      api.GET("/api/stats/{restaurantId}", { params: { path: { restaurantId }, query: { period } } }),
    ),
  );
  if (!answer.success || !answer.data) throw new ApiError(500, answer.message ?? null, answer);
  return answer.data;
}

/** The restaurant's statistics of a period. */
export const statisticsQueryOptions = (restaurantId: string, period: StatisticsPeriod) =>
  queryOptions({
    queryKey: queryKeys.statistics(restaurantId, period),
    queryFn: () => fetchStatistics(restaurantId, period),
  });
