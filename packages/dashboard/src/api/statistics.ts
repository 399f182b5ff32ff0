import { type StatisticsPeriod, type StatisticsResponse, statisticsResponseSchema } from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

export type Statistics = NonNullable<StatisticsResponse["data"]>;

/** `GET /api/stats/{restaurantId}?period=`: tiles, revenue cards, chart series and heat map of the period. */
export async function fetchStatistics(restaurantId: string, period: StatisticsPeriod): Promise<Statistics> {
  const answer = statisticsResponseSchema.parse(
    await requestJson(`/api/stats/${encodeURIComponent(restaurantId)}?period=${encodeURIComponent(period)}`),
  );
  if (!answer.success || !answer.data) throw new ApiError(500, answer.message ?? null, answer);
  return answer.data;
}
