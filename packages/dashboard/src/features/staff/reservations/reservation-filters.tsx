import { reservationPageTexts, reservationsStatusFilterLabels, reservationsTexts } from "@tischservice/core";
import { optionsOf } from "../../../lib/form-controls/option-select.tsx";
import { type SearchFilterProps, SearchInput } from "../../../lib/form-controls/search-input.tsx";
import { SegmentedToggle } from "../../../lib/form-controls/segmented-toggle.tsx";
import type { ReservationsWhen, StatusFilter } from "../../../search-params.ts";
import { DayPicker } from "./day-picker.tsx";

/** The search field's label; core's catalogue does not hold it. */
const searchLabel = "Reservierungen suchen";

export interface ReservationFiltersProps extends SearchFilterProps {
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  when: ReservationsWhen;
  onWhenChange: (when: ReservationsWhen) => void;
  /** With "Tag": the day shown and today, `YYYY-MM-DD`. */
  day: string;
  today: string;
  onDayChange: (day: string) => void;
}

const statusOptions = optionsOf<StatusFilter>(
  ["all", "pending", "confirmed", "arrived", "seated", "completed", "cancelled"],
  reservationsStatusFilterLabels,
);

const whenOptions = optionsOf<ReservationsWhen>(["upcoming", "day", "past"], {
  upcoming: reservationPageTexts.upcoming,
  day: reservationPageTexts.day,
  past: reservationPageTexts.past,
});

/**
 * The search box (name, e-mail, phone), today's and later, one day's (with its day picker) or the earlier
 * reservations, and the status filter Alle/Ausstehend/Bestätigt/Angekommen/Platziert/Abgeschlossen/Storniert
 * ('Bestätigt' also lists the guests who arrived, sat down or left since, as its counter counts them).
 */
export function ReservationFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
  when,
  onWhenChange,
  day,
  today,
  onDayChange,
}: ReservationFiltersProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchInput
        label={searchLabel}
        placeholder={reservationsTexts.searchPlaceholder}
        value={search}
        onValueChange={onSearchChange}
        className="min-w-60 flex-1"
      />
      <SegmentedToggle
        label={reservationPageTexts.whenLabel}
        options={whenOptions}
        value={when}
        onValueChange={onWhenChange}
        className="inline-flex flex-wrap gap-1"
      />
      {when === "day" ? (
        <DayPicker date={day} today={today} onChange={onDayChange} label={reservationPageTexts.dayLabel} />
      ) : null}
      <SegmentedToggle
        label={reservationsTexts.statusFilterLabel}
        options={statusOptions}
        value={status}
        onValueChange={onStatusChange}
        className="inline-flex flex-wrap gap-1"
      />
    </div>
  );
}
