import { statisticsTexts } from "@tischservice/core";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { formatCount } from "./chart-format.ts";
import type { SeriesChartData } from "./series-chart-figure.tsx";
import {
  SeriesChartFigure,
  seriesDateAxisProps,
  seriesGridProps,
  seriesTooltipLabel,
} from "./series-chart-figure.tsx";

/** Reservations (bars) and guests (line) per day or week, with the table alternative. */
export function ReservationsChart(data: SeriesChartData) {
  return (
    <SeriesChartFigure
      {...data}
      title={statisticsTexts.reservationsChartTitle}
      chart={
        <ComposedChart data={[...data.series]} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
          <CartesianGrid {...seriesGridProps} />
          <XAxis {...seriesDateAxisProps} />
          <YAxis allowDecimals={false} tickFormatter={formatCount} fontSize={12} />
          <Tooltip labelFormatter={seriesTooltipLabel} formatter={(v) => formatCount(Number(v))} />
          <Legend />
          <Bar
            dataKey="reservations"
            name={statisticsTexts.columnReservations}
            fill="var(--color-primary)"
            isAnimationActive={false}
          />
          <Line
            dataKey="guests"
            name={statisticsTexts.columnGuests}
            stroke="var(--color-info-strong)"
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </ComposedChart>
      }
      columns={[
        {
          header: statisticsTexts.columnReservations,
          cell: (p) => formatCount(p.reservations),
          numeric: true,
        },
        { header: statisticsTexts.columnGuests, cell: (p) => formatCount(p.guests), numeric: true },
      ]}
    />
  );
}
