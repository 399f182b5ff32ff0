import {
  moreSettingsTexts,
  SLOT_INTERVAL_OPTIONS_MINUTES,
  slotIntervalOptionLabel,
} from "@tischservice/core";
import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@tischservice/ui";
import { SwitchRow } from "../switch-row.tsx";

type Interval = (typeof SLOT_INTERVAL_OPTIONS_MINUTES)[number];

export interface MoreSettingsValue {
  slotInterval: Interval;
  autoConfirmReservations: boolean;
  emailNotificationsEnabled: boolean;
}

export interface MoreSettingsProps {
  value: MoreSettingsValue;
  /** Every control here saves at once. */
  onChange: (next: MoreSettingsValue) => void;
}

/**
 * Weitere Einstellungen: slot interval, auto-confirm, e-mail notifications. The single reservation duration
 * gave way to the stay length by party size in the Reservierungen card.
 */
export function MoreSettings({ value, onChange }: MoreSettingsProps) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={moreSettingsTexts.slotIntervalLabel} hint={moreSettingsTexts.slotIntervalHint}>
          <Select
            value={String(value.slotInterval)}
            onValueChange={(next) => {
              const minutes = SLOT_INTERVAL_OPTIONS_MINUTES.find((m) => String(m) === next);
              if (minutes) onChange({ ...value, slotInterval: minutes });
            }}
          >
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SLOT_INTERVAL_OPTIONS_MINUTES.map((minutes) => (
                <SelectItem key={minutes} value={String(minutes)}>
                  {slotIntervalOptionLabel(minutes)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      </div>
      <SwitchRow
        label={moreSettingsTexts.autoConfirmLabel}
        hint={
          value.autoConfirmReservations
            ? moreSettingsTexts.autoConfirmOnHint
            : moreSettingsTexts.autoConfirmOffHint
        }
        checked={value.autoConfirmReservations}
        onCheckedChange={(checked) => onChange({ ...value, autoConfirmReservations: checked })}
      />
      <SwitchRow
        label={moreSettingsTexts.emailNotificationsLabel}
        hint={moreSettingsTexts.emailNotificationsHint}
        checked={value.emailNotificationsEnabled}
        onCheckedChange={(checked) => onChange({ ...value, emailNotificationsEnabled: checked })}
      />
    </div>
  );
}
