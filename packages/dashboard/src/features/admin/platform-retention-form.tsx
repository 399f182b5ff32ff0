import {
  type PlatformRetention,
  platformRetentionMonthsError,
  retentionSettingsTexts,
} from "@tischservice/core";
import { Button, FormField } from "@tischservice/ui";
import { type FormEvent, useEffect, useState } from "react";
import { serverMessageOr } from "../../api/http.ts";
import { MonthsInput } from "../shared/retention/months-input.tsx";
import { LoadState } from "./load-state.tsx";

export interface PlatformRetentionFormProps {
  /** The stored setting; null while loading or after a failed load. */
  retention: PlatformRetention | null;
  loading: boolean;
  failed: boolean;
  onRetry?: () => void;
  /** Saves the platform's period; rejects with the server's refusal. */
  onSave: (months: number) => Promise<void>;
  disabled?: boolean;
}

/**
 * The admin's "Aufbewahrung von Reservierungen" (System page): how many months after the visit
 * guests' personal data of reservations is anonymised, for every restaurant that has not set a shorter
 * period. Checked with the API's rule before sending; a refusal keeps the input and shows why.
 */
export function PlatformRetentionForm({
  retention,
  loading,
  failed,
  onRetry,
  onSave,
  disabled = false,
}: PlatformRetentionFormProps) {
  const stored = retention?.reservationMonths ?? null;
  const [typed, setTyped] = useState(stored === null ? "" : String(stored));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (stored !== null) setTyped(String(stored));
  }, [stored]);

  /** A new figure typed: the last refusal no longer applies. */
  const typeMonths = (next: string) => {
    setTyped(next);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const months = typed.trim() === "" ? Number.NaN : Number(typed.trim());
    const problem = platformRetentionMonthsError(months);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await onSave(months);
    } catch (failure) {
      setError(serverMessageOr(failure, retentionSettingsTexts.saveError));
    } finally {
      setSaving(false);
    }
  };

  return (
    <LoadState loading={loading} error={failed} {...(onRetry ? { onRetry } : {})}>
      {retention ? (
        <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
          <FormField
            label={retentionSettingsTexts.platformLabel}
            hint={retentionSettingsTexts.platformHint(
              retention.defaultReservationMonths,
              retention.maxReservationMonths,
            )}
            error={error ?? undefined}
          >
            <MonthsInput
              max={retention.maxReservationMonths}
              value={typed}
              disabled={disabled}
              onTyped={typeMonths}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={disabled || saving || typed.trim() === String(stored)}>
              {saving ? retentionSettingsTexts.saving : retentionSettingsTexts.save}
            </Button>
          </div>
        </form>
      ) : null}
    </LoadState>
  );
}
