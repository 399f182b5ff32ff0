import {
  type EditableDayHours,
  type EditableWeek,
  editableWeek,
  type OpeningHoursLike,
  type OpeningHoursProblem,
  openAllDays,
  openDay,
  openingHoursTexts,
  weekdayNameKeys,
  weekdayNames,
} from "@tischservice/core";
import { Button, OpeningHoursRow } from "@tischservice/ui";
import { CalendarCheck } from "lucide-react";
import type { SaveMode } from "../use-config-autosave.ts";

export interface OpeningHoursEditorProps {
  value: OpeningHoursLike;
  /** The whole week after a change and how to save it: toggles at once, times debounced. */
  onChange: (week: EditableWeek, mode: SaveMode) => void;
  problem: OpeningHoursProblem | null;
}

function isToggleChange(before: EditableDayHours, after: EditableDayHours): boolean {
  return before.isOpen !== after.isOpen || before.hasLunchBreak !== after.hasLunchBreak;
}

/** The Öffnungszeiten card's body: "Alle öffnen" and one row per weekday, Monday first. */
export function OpeningHoursEditor({ value, onChange, problem }: OpeningHoursEditorProps) {
  const week = editableWeek(value);
  return (
    <div className="grid gap-2">
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={() => onChange(openAllDays(week), "now")}>
          <CalendarCheck aria-hidden="true" />
          {openingHoursTexts.openAll}
        </Button>
      </div>
      <div>
        {weekdayNameKeys.map((day) => (
          <OpeningHoursRow
            key={day}
            day={day}
            value={week[day]}
            data-invalid={problem?.day === day || undefined}
            onChange={(next) => {
              const before = week[day];
              let after: EditableDayHours = {
                ...before,
                isOpen: Boolean(next.isOpen),
                openTime: next.openTime ?? "",
                closeTime: next.closeTime ?? "",
                hasLunchBreak: Boolean(next.hasLunchBreak),
                lunchBreakStart: next.lunchBreakStart ?? "",
                lunchBreakEnd: next.lunchBreakEnd ?? "",
              };
              if (after.isOpen && !before.isOpen) after = openDay(after);
              onChange({ ...week, [day]: after }, isToggleChange(before, after) ? "now" : "debounced");
            }}
          />
        ))}
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive-strong">
          {weekdayNames[problem.day]}: {problem.message}
        </p>
      ) : null}
    </div>
  );
}
