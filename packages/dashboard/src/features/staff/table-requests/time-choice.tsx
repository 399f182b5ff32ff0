import { waitlistStaffTexts as texts } from "@tischservice/core";
import { Button } from "@tischservice/ui";

export interface TimeChoiceProps {
  /** The times of the party's window in the slot interval. */
  times: readonly string[];
  /** The time in the field: its button shows pressed. */
  value: string;
  disabled: boolean;
  onChoose: (time: string) => void;
}

/** The window's times as one-click choices for the time field (which takes any other time too). */
export function TimeChoice({ times, value, disabled, onChoose }: TimeChoiceProps) {
  if (times.length === 0) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{texts.timesLegend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {times.map((time) => (
          <Button
            key={time}
            size="sm"
            variant={time === value ? "default" : "outline"}
            aria-pressed={time === value}
            disabled={disabled}
            onClick={() => onChoose(time)}
            className="tabular-nums"
          >
            {time}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
