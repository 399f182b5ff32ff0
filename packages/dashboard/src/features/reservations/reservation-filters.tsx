import { reservationsStatusFilterLabels, reservationsTexts } from "@tischservice/core";
import { cn, Input } from "@tischservice/ui";
import { Search } from "lucide-react";
import type { StatusFilter } from "../../search-params.ts";
import { dashboardTexts } from "../../texts.ts";

export interface ReservationFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
}

const statuses: StatusFilter[] = ["all", "pending", "confirmed", "cancelled"];

/** The search box (name, e-mail, phone) and the status filter Alle/Ausstehend/Bestätigt/Storniert. */
export function ReservationFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
}: ReservationFiltersProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="relative min-w-60 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={dashboardTexts.searchLabel}
          placeholder={reservationsTexts.searchPlaceholder}
          className="ps-9"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a segmented filter of toggle buttons */}
      <div
        role="group"
        aria-label={reservationsTexts.statusFilterLabel}
        className="inline-flex flex-wrap gap-1 rounded-lg border border-border bg-muted p-1"
      >
        {statuses.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => onStatusChange(value)}
            className={cn(
              "focus-ring h-9 cursor-pointer rounded-md px-3 text-sm font-medium",
              status === value
                ? "bg-card text-foreground shadow-xs"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            {reservationsStatusFilterLabels[value]}
          </button>
        ))}
      </div>
    </div>
  );
}
