import { REMINDER_TIMINGS, type ReminderTiming, reminderTexts } from "@tischservice/core";
import {
  FormField,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
} from "@tischservice/ui";
import { useId } from "react";

const texts = reminderTexts.settings;

export interface ReminderSettingsValue {
  reminderEnabled: boolean;
  reminderTiming: ReminderTiming;
}

export interface ReminderSettingsProps {
  value: ReminderSettingsValue;
  /** Every control here saves at once (the settings' autosave and its status). */
  onChange: (next: ReminderSettingsValue) => void;
}

const timingLabels: Record<ReminderTiming, string> = {
  "24h": texts.timing24h,
  morning: texts.timingMorning,
};

/** Benachrichtigungen: the guests' reminder mail on or off, and when it goes out (issue 19). */
export function ReminderSettings({ value, onChange }: ReminderSettingsProps) {
  const id = useId();
  return (
    <div className="grid gap-5">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-0.5">
          <label htmlFor={id} className="text-sm font-medium">
            {texts.enabledLabel}
          </label>
          <p id={`${id}-hint`} className="m-0 text-sm text-muted-foreground">
            {texts.enabledHint}
          </p>
        </div>
        <Switch
          id={id}
          aria-describedby={`${id}-hint`}
          checked={value.reminderEnabled}
          onCheckedChange={(checked) => onChange({ ...value, reminderEnabled: checked })}
        />
      </div>
      <FormField label={texts.timingLabel}>
        <Select
          value={value.reminderTiming}
          disabled={!value.reminderEnabled}
          onValueChange={(next) => {
            const timing = REMINDER_TIMINGS.find((option) => option === next);
            if (timing) onChange({ ...value, reminderTiming: timing });
          }}
        >
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {REMINDER_TIMINGS.map((timing) => (
              <SelectItem key={timing} value={timing}>
                {timingLabels[timing]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
    </div>
  );
}
