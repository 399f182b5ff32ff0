import { statisticsTexts } from "@tischservice/core";
import { useId } from "react";
import type { Statistics } from "../../../../api/statistics.ts";
import { BusyHeatmap } from "./busy-heatmap.tsx";
import { ReservationsChart } from "./reservations-chart.tsx";
import { RevenueChart } from "./revenue-chart.tsx";

/** The three charts of the period: reservations and guests, revenue by method, busy weekdays and hours. */
export function StatisticsCharts({ statistics }: { statistics: Statistics }) {
  const headingId = useId();
  const series = statistics.series ?? [];
  const bucket = statistics.bucket ?? "day";
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {statisticsTexts.chartsHeading}
      </h2>
      <div className="grid gap-3 xl:grid-cols-2">
        <ReservationsChart series={series} bucket={bucket} />
        <RevenueChart series={series} bucket={bucket} />
      </div>
      {statistics.heatmap ? <BusyHeatmap heatmap={statistics.heatmap} /> : null}
    </section>
  );
}
