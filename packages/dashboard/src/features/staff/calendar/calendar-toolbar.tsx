import { calendarTexts } from "@tischservice/core";
import { SegmentedToggle } from "../../../lib/form-controls/segmented-toggle.tsx";
import type { CalendarView } from "../../../search-params.ts";
import { calendarPageTexts } from "./calendar-texts.ts";

const viewOptions: ReadonlyArray<{ value: CalendarView; label: string }> = [
  { value: "month", label: calendarTexts.viewMonth },
  { value: "day", label: calendarTexts.viewDay },
];

/** The Monat/Tag toggle. */
export function CalendarToolbar({
  view,
  onViewChange,
}: {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
}) {
  return (
    <SegmentedToggle
      label={calendarPageTexts.viewToggle}
      options={viewOptions}
      value={view}
      onValueChange={onViewChange}
      className="inline-flex"
      buttonClassName="px-4"
    />
  );
}
