import { formatDateRange, formatTimeRange } from "@tischservice/core/format";
import { isClosingSpecialHour } from "@tischservice/core/rules";
import type { SpecialHour } from "@tischservice/core/schemas";
import { restaurantDetailTexts, specialHourTypeLabel } from "@tischservice/core/texts";
import { Badge, EmptyState, Spinner } from "@tischservice/ui";
import type { AsyncState } from "./use-async-data.ts";

function hoursLabel(entry: SpecialHour): string {
  if (isClosingSpecialHour(entry)) return restaurantDetailTexts.closed;
  const open = entry.customHours?.openTime;
  const close = entry.customHours?.closeTime;
  return open && close ? formatTimeRange(open, close) : "";
}

/** Besondere Zeiten: holidays, vacations and events with dates and hours (loaded when the tab opens). */
export function SpecialHoursTab({ entries }: { entries: AsyncState<SpecialHour[]> }) {
  if (entries.status !== "done") {
    return (
      <p role="status" className="m-0 flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label={null} size="sm" />
        {restaurantDetailTexts.loadingSpecialHours}
      </p>
    );
  }
  if (entries.data.length === 0) return <EmptyState title={restaurantDetailTexts.noSpecialHours} />;
  return (
    <ul className="m-0 grid list-none gap-3 p-0">
      {entries.data.map((entry) => (
        <li key={entry._id} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{entry.title}</span>
            <Badge variant={isClosingSpecialHour(entry) ? "destructive" : "secondary"}>
              {specialHourTypeLabel(entry.type)}
            </Badge>
          </div>
          <p className="m-0 text-muted-foreground tabular-nums">
            {formatDateRange(entry.startDate, entry.endDate)}
            {hoursLabel(entry) ? ` · ${hoursLabel(entry)}` : ""}
          </p>
          {entry.description ? <p className="m-0">{entry.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
