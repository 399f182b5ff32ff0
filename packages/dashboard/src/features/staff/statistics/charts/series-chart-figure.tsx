import { type StatisticsSeriesPointDto, statisticsTexts } from "@tischservice/core";
import type { ReactElement } from "react";
import { ResponsiveContainer } from "recharts";
import { type ChartColumn, ChartDataTable } from "./chart-data-table.tsx";
import { formatChartDate, formatChartDay } from "./chart-format.ts";

/** The dashed grid behind both series charts. */
export const seriesGridProps = { strokeDasharray: "3 3", className: "stroke-border" } as const;

/** The x axis of both series charts: the day or week's date, thinned out when crowded. */
export const seriesDateAxisProps = {
  dataKey: "date",
  tickFormatter: formatChartDay,
  fontSize: 12,
  minTickGap: 16,
} as const;

/** The tooltip's heading: the full date of the day or week. */
export const seriesTooltipLabel = (label: unknown) => formatChartDate(String(label));

/** What each series chart draws: the period's points, per day or per week. */
export interface SeriesChartData {
  series: readonly StatisticsSeriesPointDto[];
  bucket: "day" | "week";
}

export interface SeriesChartFigureProps extends SeriesChartData {
  title: string;
  /** The recharts chart, hidden from screen readers: the table says the same. */
  chart: ReactElement;
  /** The table's figure columns after the day or week. */
  columns: readonly ChartColumn<StatisticsSeriesPointDto>[];
}

/** A titled chart of the statistics series per day or week, with its table alternative. */
export function SeriesChartFigure({ title, series, bucket, chart, columns }: SeriesChartFigureProps) {
  return (
    <figure className="grid gap-2 rounded-xl border border-border bg-card p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <div aria-hidden="true" className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          {chart}
        </ResponsiveContainer>
      </div>
      <ChartDataTable
        caption={title}
        rows={series}
        rowKey={(p) => p.date}
        columns={[
          {
            header: bucket === "week" ? statisticsTexts.columnWeek : statisticsTexts.columnDay,
            cell: (p) => formatChartDate(p.date),
          },
          ...columns,
        ]}
      />
    </figure>
  );
}
