import { reservationPageTexts, reservationsStatusFilterLabels, reservationsTexts } from "@tischservice/core";
import { optionsOf } from "../../lib/form-controls/option-select.tsx";
import { SearchInput } from "../../lib/form-controls/search-input.tsx";
import { SegmentedToggle } from "../../lib/form-controls/segmented-toggle.tsx";
import type { ReservationsWhen, StatusFilter } from "../../search-params.ts";
import { dashboardTexts } from "../../texts.ts";

export interface ReservationFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  when: ReservationsWhen;
  onWhenChange: (when: ReservationsWhen) => void;
}

const statusOptions = optionsOf<StatusFilter>(
  ["all", "pending", "confirmed", "cancelled"],
  reservationsStatusFilterLabels,
);

const whenOptions = optionsOf<ReservationsWhen>(["upcoming", "past"], {
  upcoming: reservationPageTexts.upcoming,
  past: reservationPageTexts.past,
});

/**
 * The search box (name, e-mail, phone), today's and later or the earlier reservations, and the status
 * filter Alle/Ausstehend/Bestätigt/Storniert.
 */
export function ReservationFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
  when,
  onWhenChange,
}: ReservationFiltersProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchInput
        label={dashboardTexts.searchLabel}
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
