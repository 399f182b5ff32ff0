import {
  formatDateRange,
  formatTimeRange,
  SPECIAL_HOURS_LIST_MAX_HEIGHT_PX,
  type SpecialHour,
  specialHourDeleteAriaLabel,
  specialHourEditAriaLabel,
  specialHoursTexts,
  specialHourTypeLabel,
} from "@tischservice/core";
import { Badge, Button, EmptyState } from "@tischservice/ui";
import { CalendarX2, Pencil, Trash2 } from "lucide-react";

export interface SpecialHourListProps {
  entries: SpecialHour[];
  busyId: string | null;
  onEdit: (entry: SpecialHour) => void;
  onDelete: (entry: SpecialHour) => void;
}

function hoursLabel(entry: SpecialHour): string {
  if (entry.isClosed || entry.type === "closed") return specialHoursTexts.closedLabel;
  const hours = entry.customHours;
  if (hours?.openTime && hours.closeTime) return formatTimeRange(hours.openTime, hours.closeTime);
  return specialHoursTexts.regularHours;
}

/** The entries, earliest first, in a list that scrolls beyond 500 px. */
export function SpecialHourList({ entries, busyId, onEdit, onDelete }: SpecialHourListProps) {
  if (entries.length === 0) {
    return <EmptyState icon={<CalendarX2 />} title={specialHoursTexts.empty} />;
  }
  return (
    <ul
      className="m-0 grid list-none gap-2 overflow-y-auto p-0 pe-1"
      style={{ maxHeight: SPECIAL_HOURS_LIST_MAX_HEIGHT_PX }}
    >
      {entries.map((entry) => {
        const closed = entry.isClosed || entry.type === "closed";
        return (
          <li
            key={entry._id}
            aria-label={entry.title}
            className="flex flex-wrap items-start gap-3 rounded-lg border border-border bg-card p-3"
          >
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{entry.title}</span>
                <Badge variant="secondary">{specialHourTypeLabel(entry.type)}</Badge>
                {entry.isRecurring ? (
                  <Badge variant="outline">{specialHoursTexts.recurringBadge}</Badge>
                ) : null}
              </div>
              <p className="m-0 text-sm text-muted-foreground tabular-nums">
                {formatDateRange(entry.startDate, entry.endDate)} ·{" "}
                <span className={closed ? "font-medium text-destructive-strong" : undefined}>
                  {hoursLabel(entry)}
                </span>
              </p>
              {entry.description ? <p className="m-0 text-sm">{entry.description}</p> : null}
            </div>
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={specialHourEditAriaLabel(entry.title)}
                disabled={busyId === entry._id}
                onClick={() => onEdit(entry)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost-destructive"
                size="icon-sm"
                aria-label={specialHourDeleteAriaLabel(entry.title)}
                loading={busyId === entry._id}
                onClick={() => onDelete(entry)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
