import {
  formatEuroCompact,
  formatPercent,
  seatingStatisticsTexts,
  statisticsAverageGuestsHint,
  statisticsTexts,
} from "@tischservice/core";
import { StatTile } from "@tischservice/ui";
import {
  Armchair,
  CalendarCheck,
  CalendarDays,
  Euro,
  Hourglass,
  Percent,
  Receipt,
  Users,
} from "lucide-react";
import type { Statistics } from "../../../api/statistics.ts";

const oneDecimal = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("de-DE");

/**
 * The six tiles (Gesamt, Bestätigt, Gäste, Bestellungen, Umsatz in k-euro above 1000, Erfolgsrate),
 * then the guests who sat at a table and how long they stayed on average ("–" without such a visit).
 */
export function SummaryTiles({ summary }: { summary: Statistics["summary"] }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <StatTile
        label={statisticsTexts.tileTotal}
        value={whole.format(summary.total)}
        icon={<CalendarDays />}
      />
      <StatTile
        label={statisticsTexts.tileConfirmed}
        value={whole.format(summary.confirmed)}
        icon={<CalendarCheck />}
      />
      <StatTile
        label={statisticsTexts.tileGuests}
        value={whole.format(summary.guests)}
        icon={<Users />}
        hint={
          summary.confirmed > 0
            ? statisticsAverageGuestsHint(oneDecimal.format(summary.averageGuests))
            : undefined
        }
      />
      <StatTile label={statisticsTexts.tileOrders} value={whole.format(summary.orders)} icon={<Receipt />} />
      <StatTile
        label={statisticsTexts.tileRevenue}
        value={formatEuroCompact(summary.revenue)}
        icon={<Euro />}
      />
      <StatTile
        label={statisticsTexts.tileSuccessRate}
        value={formatPercent(summary.successRate)}
        icon={<Percent />}
      />
      <StatTile
        label={seatingStatisticsTexts.seatedGuests}
        value={whole.format(summary.seatedGuests)}
        icon={<Armchair />}
      />
      <StatTile
        label={seatingStatisticsTexts.averageStay}
        value={
          summary.averageStayMinutes === null
            ? seatingStatisticsTexts.noStay
            : seatingStatisticsTexts.stayMinutes(summary.averageStayMinutes)
        }
        icon={<Hourglass />}
      />
    </div>
  );
}
