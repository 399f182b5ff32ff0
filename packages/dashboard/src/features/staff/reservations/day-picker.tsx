import { addDaysToWireDate, normalizeWireDate, waitlistStaffTexts as texts } from "@tischservice/core";
import { Button, IconButton, Input } from "@tischservice/ui";
// Arrows, not the calendar's chevrons: sharing those with this lazy page would split them into a chunk of
// their own that the calendar's first visit then loads too. The previous/next/today words are the waitlist's,
// whose day this picker also chooses.
import { ArrowLeft, ArrowRight } from "lucide-react";

export interface DayPickerProps {
  /** The day shown, `YYYY-MM-DD`. */
  date: string;
  /** Today in the restaurant's time zone: "Heute" returns to it. */
  today: string;
  onChange: (date: string) => void;
  /** The date field's name. */
  label: string;
}

/** A day to show: the previous and next day, any day by the date field, and back to today. */
export function DayPicker({ date, today, onChange, label }: DayPickerProps) {
  const step = (days: number) => {
    const next = addDaysToWireDate(date, days);
    if (next) onChange(next);
  };
  return (
    <div className="flex flex-wrap items-center gap-1">
      <IconButton size="icon-sm" label={texts.previousDay} icon={<ArrowLeft />} onClick={() => step(-1)} />
      <div className="w-40">
        <Input
          type="date"
          aria-label={label}
          value={date}
          onChange={(event) => {
            // A half-typed or cleared date changes nothing.
            const next = normalizeWireDate(event.currentTarget.value);
            if (next) onChange(next);
          }}
          className="h-8"
        />
      </div>
      <IconButton size="icon-sm" label={texts.nextDay} icon={<ArrowRight />} onClick={() => step(1)} />
      {date === today ? null : (
        <Button size="sm" variant="outline" onClick={() => onChange(today)}>
          {texts.today}
        </Button>
      )}
    </div>
  );
}
