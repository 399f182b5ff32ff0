import { calendarTexts } from "@tischservice/core";
import { cn } from "@tischservice/ui";
import type { CalendarView } from "../../search-params.ts";
import { dashboardTexts } from "../../texts.ts";

/** The Monat/Tag toggle. */
export function CalendarToolbar({
  view,
  onViewChange,
}: {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
}) {
  const options: Array<{ value: CalendarView; label: string }> = [
    { value: "month", label: calendarTexts.viewMonth },
    { value: "day", label: calendarTexts.viewDay },
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a segmented toggle of two buttons
    <div
      role="group"
      aria-label={dashboardTexts.viewToggle}
      className="inline-flex rounded-lg border border-border bg-muted p-1"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          onClick={() => onViewChange(option.value)}
          className={cn(
            "focus-ring h-9 cursor-pointer rounded-md px-4 text-sm font-medium",
            view === option.value
              ? "bg-card text-foreground shadow-xs"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
