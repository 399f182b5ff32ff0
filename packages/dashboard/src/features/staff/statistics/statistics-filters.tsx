import {
  STATISTICS_SORTS,
  type StatisticsSort,
  type StatisticsStatusFilter,
  statisticsSortLabels,
  statisticsStatusFilterLabels,
  statisticsTexts,
} from "@tischservice/core";
import { FormField } from "@tischservice/ui";
import { OptionSelect, optionsOf } from "../../../lib/form-controls/option-select.tsx";
import { type SearchFilterProps, SearchInput } from "../../../lib/form-controls/search-input.tsx";

export interface StatisticsFiltersProps extends SearchFilterProps {
  status: StatisticsStatusFilter;
  onStatusChange: (status: StatisticsStatusFilter) => void;
  sort: StatisticsSort;
  onSortChange: (sort: StatisticsSort) => void;
}

const statusOptions = optionsOf<StatisticsStatusFilter>(
  ["all", "confirmed", "cancelled"],
  statisticsStatusFilterLabels,
);
const sortOptions = optionsOf(STATISTICS_SORTS, statisticsSortLabels);

/** Search (name, e-mail, phone), status (Alle, Bestätigt, Storniert) and sort of the list. */
export function StatisticsFilters(props: StatisticsFiltersProps) {
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_12rem_12rem] md:items-end">
      <SearchInput
        label={statisticsTexts.searchLabel}
        placeholder={statisticsTexts.searchPlaceholder}
        value={props.search}
        onValueChange={props.onSearchChange}
      />
      <FormField label={statisticsTexts.statusFilterLabel}>
        <OptionSelect value={props.status} options={statusOptions} onValueChange={props.onStatusChange} />
      </FormField>
      <FormField label={statisticsTexts.sortLabel}>
        <OptionSelect value={props.sort} options={sortOptions} onValueChange={props.onSortChange} />
      </FormField>
    </div>
  );
}
