import { reservationsStatusFilterLabels, reservationsTexts } from "@tischservice/core";
import { optionsOf } from "../../lib/form-controls/option-select.tsx";
import { SearchInput } from "../../lib/form-controls/search-input.tsx";
import { SegmentedToggle } from "../../lib/form-controls/segmented-toggle.tsx";
import type { StatusFilter } from "../../search-params.ts";
import { dashboardTexts } from "../../texts.ts";

export interface ReservationFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
}

const statusOptions = optionsOf<StatusFilter>(
  ["all", "pending", "confirmed", "cancelled"],
  reservationsStatusFilterLabels,
);

/** The search box (name, e-mail, phone) and the status filter Alle/Ausstehend/Bestätigt/Storniert. */
export function ReservationFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
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
        label={reservationsTexts.statusFilterLabel}
        options={statusOptions}
        value={status}
        onValueChange={onStatusChange}
        className="inline-flex flex-wrap gap-1"
      />
    </div>
  );
}
