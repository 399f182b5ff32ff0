import { type StatisticsSeriesPointDto, statisticsTexts } from "@tischservice/core";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { formatEuro, formatEuroTick } from "./chart-format.ts";
import type { SeriesChartData } from "./series-chart-figure.tsx";
import {
  SeriesChartFigure,
  seriesDateAxisProps,
  seriesGridProps,
  seriesTooltipLabel,
} from "./series-chart-figure.tsx";

/** The stacked parts of the revenue, bottom to top, in the chart and the table alike. */
const parts = [
  { key: "cash", name: statisticsTexts.columnCash, fill: "var(--color-primary)" },
  { key: "card", name: statisticsTexts.columnCard, fill: "var(--color-info-strong)" },
  { key: "tips", name: statisticsTexts.columnTips, fill: "var(--color-success)" },
] as const;

/** Revenue per day or week, stacked cash, card and tips, with the table alternative. */
export function RevenueChart(data: SeriesChartData) {
  return (
    <SeriesChartFigure
      {...data}
      title={statisticsTexts.revenueChartTitle}
      chart={
        <BarChart data={[...data.series]} accessibilityLayer={false} margin={{ left: 0, right: 8 }}>
          <CartesianGrid {...seriesGridProps} />
          <XAxis {...seriesDateAxisProps} />
          <YAxis tickFormatter={formatEuroTick} fontSize={12} width={72} />
          <Tooltip labelFormatter={seriesTooltipLabel} formatter={(v) => formatEuro(Number(v))} />
          <Legend />
          {parts.map((part) => (
            <Bar
              key={part.key}
              dataKey={part.key}
              stackId="r"
              name={part.name}
              fill={part.fill}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      }
      columns={parts.map((part) => ({
        header: part.name,
        cell: (p: StatisticsSeriesPointDto) => formatEuro(p[part.key]),
        numeric: true,
      }))}
    />
  );
}
