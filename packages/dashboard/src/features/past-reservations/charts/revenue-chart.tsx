import { type StatisticsSeriesPointDto, statisticsTexts } from "@tischservice/core";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartDataTable } from "./chart-data-table.tsx";
import { formatChartDate, formatChartDay, formatEuro, formatEuroTick } from "./chart-format.ts";

/** Revenue per day or week, stacked cash, card and tips, with the table alternative. */
export function RevenueChart({
  series,
  bucket,
}: {
  series: readonly StatisticsSeriesPointDto[];
  bucket: "day" | "week";
}) {
  return (
    <figure className="grid gap-2 rounded-xl border border-border bg-card p-4">
      <figcaption className="font-semibold">{statisticsTexts.revenueChartTitle}</figcaption>
      <div aria-hidden="true" className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...series]} accessibilityLayer={false} margin={{ left: 0, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="date" tickFormatter={formatChartDay} fontSize={12} minTickGap={16} />
            <YAxis tickFormatter={formatEuroTick} fontSize={12} width={72} />
            <Tooltip
              labelFormatter={(label) => formatChartDate(String(label))}
              formatter={(v) => formatEuro(Number(v))}
            />
            <Legend />
            <Bar
              dataKey="cash"
              stackId="r"
              name={statisticsTexts.columnCash}
              fill="var(--color-primary)"
              isAnimationActive={false}
            />
            <Bar
              dataKey="card"
              stackId="r"
              name={statisticsTexts.columnCard}
              fill="var(--color-info-strong)"
              isAnimationActive={false}
            />
            <Bar
              dataKey="tips"
              stackId="r"
              name={statisticsTexts.columnTips}
              fill="var(--color-success)"
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartDataTable
        caption={statisticsTexts.revenueChartTitle}
        rows={series}
        rowKey={(p) => p.date}
        columns={[
          {
            header: bucket === "week" ? statisticsTexts.columnWeek : statisticsTexts.columnDay,
            cell: (p) => formatChartDate(p.date),
          },
          { header: statisticsTexts.columnCash, cell: (p) => formatEuro(p.cash), numeric: true },
          { header: statisticsTexts.columnCard, cell: (p) => formatEuro(p.card), numeric: true },
          { header: statisticsTexts.columnTips, cell: (p) => formatEuro(p.tips), numeric: true },
        ]}
      />
    </figure>
  );
}
