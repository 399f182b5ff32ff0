import {
  STATISTICS_PERIODS,
  type StatisticsPeriod,
  statisticsPeriodLabels,
  statisticsTexts,
} from "@tischservice/core";
import { optionsOf } from "../../../lib/form-controls/option-select.tsx";
import { SegmentedToggle } from "../../../lib/form-controls/segmented-toggle.tsx";

const periodOptions = optionsOf(STATISTICS_PERIODS, statisticsPeriodLabels);

/** 'Zeitraum': Heute, Letzte 7 Tage, Letzte 30 Tage, Letzte 3 Monate, Letztes Jahr, Alle Zeit. */
export function PeriodButtons({
  period,
  onChange,
}: {
  period: StatisticsPeriod;
  onChange: (period: StatisticsPeriod) => void;
}) {
  return (
    <SegmentedToggle
      label={statisticsTexts.periodLabel}
      options={periodOptions}
      value={period}
      onValueChange={onChange}
      className="flex flex-wrap gap-1"
    />
  );
}
