import { type StatisticsSeriesPointDto, statisticsTexts } from "@tischservice/core";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { ChartDataTable } from "./chart-data-table.tsx";
import { formatChartDate, formatChartDay, formatCount } from "./chart-format.ts";

/** Reservations (bars) and guests (line) per day or week, with the table alternative. */
export function ReservationsChart({
  series,
  bucket,
}: {
  series: readonly StatisticsSeriesPointDto[];
  bucket: "day" | "week";
}) {
  return (
    <figure className="grid gap-2 rounded-xl border border-border bg-card p-4">
      <figcaption className="font-semibold">{statisticsTexts.reservationsChartTitle}</figcaption>
      <div aria-hidden="true" className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={[...series]} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="date" tickFormatter={formatChartDay} fontSize={12} minTickGap={16} />
            <YAxis allowDecimals={false} tickFormatter={formatCount} fontSize={12} />
            <Tooltip
              labelFormatter={(label) => formatChartDate(String(label))}
              formatter={(v) => formatCount(Number(v))}
            />
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
        </ResponsiveContainer>
      </div>
      <ChartDataTable
        caption={statisticsTexts.reservationsChartTitle}
        rows={series}
        rowKey={(p) => p.date}
        columns={[
          {
            header: bucket === "week" ? statisticsTexts.columnWeek : statisticsTexts.columnDay,
            cell: (p) => formatChartDate(p.date),
          },
          {
            header: statisticsTexts.columnReservations,
            cell: (p) => formatCount(p.reservations),
            numeric: true,
          },
          { header: statisticsTexts.columnGuests, cell: (p) => formatCount(p.guests), numeric: true },
        ]}
      />
    </figure>
  );
}
