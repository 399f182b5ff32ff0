import { statisticsTexts } from "@tischservice/core";
import type { Statistics } from "../../../../api/statistics.ts";
import { StatisticsSection } from "../statistics-section.tsx";
import { BusyHeatmap } from "./busy-heatmap.tsx";
import { ReservationsChart } from "./reservations-chart.tsx";
import { RevenueChart } from "./revenue-chart.tsx";

/** The three charts of the period: reservations and guests, revenue by method, busy weekdays and hours. */
export function StatisticsCharts({ statistics }: { statistics: Statistics }) {
  const series = statistics.series ?? [];
  const bucket = statistics.bucket ?? "day";
  return (
    <StatisticsSection heading={statisticsTexts.chartsHeading}>
      <div className="grid gap-3 xl:grid-cols-2">
        <ReservationsChart series={series} bucket={bucket} />
        <RevenueChart series={series} bucket={bucket} />
      </div>
      {statistics.heatmap ? <BusyHeatmap heatmap={statistics.heatmap} /> : null}
    </StatisticsSection>
  );
}
