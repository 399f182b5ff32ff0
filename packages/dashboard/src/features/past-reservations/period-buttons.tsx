import {
  STATISTICS_PERIODS,
  type StatisticsPeriod,
  statisticsPeriodLabels,
  statisticsTexts,
} from "@tischservice/core";
import { cn } from "@tischservice/ui";

/** 'Zeitraum': Heute, Letzte 7 Tage, Letzte 30 Tage, Letzte 3 Monate, Letztes Jahr, Alle Zeit. */
export function PeriodButtons({
  period,
  onChange,
}: {
  period: StatisticsPeriod;
  onChange: (period: StatisticsPeriod) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a segmented choice of toggle buttons
    <div
      role="group"
      aria-label={statisticsTexts.periodLabel}
      className="flex flex-wrap gap-1 rounded-lg border border-border bg-muted p-1"
    >
      {STATISTICS_PERIODS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={period === value}
          onClick={() => onChange(value)}
          className={cn(
            "focus-ring h-9 cursor-pointer rounded-md px-3 text-sm font-medium",
            period === value
              ? "bg-card text-foreground shadow-xs"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {statisticsPeriodLabels[value]}
        </button>
      ))}
    </div>
  );
}
