import { restaurantRetentionMonthsError, retentionSettingsTexts, settingsTexts } from "@tischservice/core";
import { Button, FormField } from "@tischservice/ui";
import { type FormEvent, useEffect, useId, useState } from "react";
import { serverMessageOr } from "../../../../api/http.ts";
import { MonthsInput } from "../../../shared/retention/months-input.tsx";

export interface RetentionMonthsFieldProps {
  /** The restaurant's own shorter period in months; null: the platform's period applies. */
  months: number | null;
  /** The platform's period: the longest the restaurant may set. */
  platformMonths: number;
  /** Saves the period (null: back to the platform's); rejects with the server's refusal. */
  onSave: (months: number | null) => Promise<void>;
  disabled?: boolean;
}

/** Empty input is the platform's period; anything else is read as a number (checked by core's rule). */
const parseMonths = (typed: string): number | null => (typed.trim() === "" ? null : Number(typed.trim()));

/**
 * "Aufbewahrung" in the owner's Datenschutz card: shorten how long guests' personal data of
 * reservations is kept, at most the platform's period, or leave it to the platform ("Standard der
 * Plattform"). Checked with the API's rule before sending; a refusal keeps the input and shows why.
 */
export function RetentionMonthsField({
  months,
  platformMonths,
  onSave,
  disabled = false,
}: RetentionMonthsFieldProps) {
  const titleId = useId();
  const [typed, setTyped] = useState(months === null ? "" : String(months));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setTyped(months === null ? "" : String(months)), [months]);

  const effective = months === null ? platformMonths : Math.min(months, platformMonths);
  const unchanged = parseMonths(typed) === months;

  /** A new figure typed: the last refusal no longer applies. */
  const typeMonths = (next: string) => {
    setTyped(next);
    setError(null);
  };

  const save = async (next: number | null) => {
    const problem = Number.isNaN(next)
      ? retentionSettingsTexts.restaurantMonthsInvalid
      : restaurantRetentionMonthsError(next, platformMonths);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await onSave(next);
      setTyped(next === null ? "" : String(next));
    } catch (failure) {
      setError(serverMessageOr(failure, settingsTexts.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(parseMonths(typed));
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-3 border-t border-border pt-4">
      <h3 id={titleId} className="m-0 text-sm font-semibold">
        {retentionSettingsTexts.restaurantTitle}
      </h3>
      <p className="m-0 text-sm" aria-live="polite">
        {retentionSettingsTexts.restaurantCurrent(effective, months === null)}
      </p>
      <form className="grid gap-3" onSubmit={submit} noValidate>
        <FormField
          label={retentionSettingsTexts.restaurantLabel}
          hint={retentionSettingsTexts.restaurantHint(platformMonths)}
          error={error ?? undefined}
        >
          <MonthsInput
            max={platformMonths}
            placeholder={retentionSettingsTexts.restaurantPlaceholder}
            value={typed}
            disabled={disabled}
            onTyped={typeMonths}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={disabled || saving || unchanged}>
            {saving ? retentionSettingsTexts.saving : retentionSettingsTexts.save}
          </Button>
          {months === null ? null : (
            <Button
              type="button"
              variant="outline"
              disabled={disabled || saving}
              onClick={() => void save(null)}
            >
              {retentionSettingsTexts.restaurantReset}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
