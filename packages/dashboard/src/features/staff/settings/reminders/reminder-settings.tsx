import { REMINDER_TIMINGS, type ReminderTiming, reminderTexts } from "@tischservice/core";
import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@tischservice/ui";
import { SwitchRow } from "../switch-row.tsx";

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

/** Benachrichtigungen: the guests' reminder mail on or off, and when it goes out. */
export function ReminderSettings({ value, onChange }: ReminderSettingsProps) {
  return (
    <div className="grid gap-5">
      <SwitchRow
        label={texts.enabledLabel}
        hint={texts.enabledHint}
        checked={value.reminderEnabled}
        onCheckedChange={(checked) => onChange({ ...value, reminderEnabled: checked })}
      />
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
