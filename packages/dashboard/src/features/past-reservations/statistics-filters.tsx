import {
  STATISTICS_SORTS,
  type StatisticsSort,
  type StatisticsStatusFilter,
  statisticsSortLabels,
  statisticsStatusFilterLabels,
  statisticsTexts,
} from "@tischservice/core";
import {
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@tischservice/ui";
import { Search } from "lucide-react";

export interface StatisticsFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: StatisticsStatusFilter;
  onStatusChange: (status: StatisticsStatusFilter) => void;
  sort: StatisticsSort;
  onSortChange: (sort: StatisticsSort) => void;
}

const statuses: StatisticsStatusFilter[] = ["all", "confirmed", "cancelled"];

/** Search (name, e-mail, phone), status (Alle, Bestätigt, Storniert) and sort of the list. */
export function StatisticsFilters(props: StatisticsFiltersProps) {
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_12rem_12rem] md:items-end">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 bottom-3 size-4 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={statisticsTexts.searchLabel}
          placeholder={statisticsTexts.searchPlaceholder}
          className="ps-9"
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
        />
      </div>
      <FormField label={statisticsTexts.statusFilterLabel}>
        <Select
          value={props.status}
          onValueChange={(value) => props.onStatusChange(value as StatisticsStatusFilter)}
        >
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {statuses.map((value) => (
              <SelectItem key={value} value={value}>
                {statisticsStatusFilterLabels[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <FormField label={statisticsTexts.sortLabel}>
        <Select value={props.sort} onValueChange={(value) => props.onSortChange(value as StatisticsSort)}>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {STATISTICS_SORTS.map((value) => (
              <SelectItem key={value} value={value}>
                {statisticsSortLabels[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
    </div>
  );
}
