import { tablesTexts } from "@tischservice/core";
import { StatTile } from "@tischservice/ui";
import { Armchair, LayoutGrid, Users } from "lucide-react";

const oneDecimal = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The three stat cards of the Tischverwaltung: tables, seats and the average per table. */
export function TableStats({ tables }: { tables: readonly { seats: number }[] }) {
  const seats = tables.reduce((sum, table) => sum + table.seats, 0);
  const average = tables.length === 0 ? 0 : seats / tables.length;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <StatTile icon={<LayoutGrid />} label={tablesTexts.statTotalTables} value={tables.length} />
      <StatTile icon={<Users />} label={tablesTexts.statTotalSeats} value={seats} />
      <StatTile icon={<Armchair />} label={tablesTexts.statAverageSeats} value={oneDecimal.format(average)} />
    </div>
  );
}
