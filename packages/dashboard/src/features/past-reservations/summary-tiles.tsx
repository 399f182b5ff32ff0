import {
  formatEuroCompact,
  formatPercent,
  statisticsAverageGuestsHint,
  statisticsTexts,
} from "@tischservice/core";
import { StatTile } from "@tischservice/ui";
import { CalendarCheck, CalendarDays, Euro, Percent, Receipt, Users } from "lucide-react";
import type { Statistics } from "../../api/statistics.ts";

const oneDecimal = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("de-DE");

/** The six tiles: Gesamt, Bestätigt, Gäste, Bestellungen, Umsatz (k-euro above 1000), Erfolgsrate. */
export function SummaryTiles({ summary }: { summary: Statistics["summary"] }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
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
    </div>
  );
}
