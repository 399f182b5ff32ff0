import {
  bookingPageAddressTexts,
  bookingPageUrl,
  restaurantSlugProblem,
  settingsTexts,
} from "@tischservice/core";
import { Button, FormField, Input } from "@tischservice/ui";
import { TriangleAlert } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { ApiError } from "../../../../api/http.ts";

export interface BookingPageAddressFieldProps {
  /** The restaurant's current slug. */
  slug: string;
  /** The platform's origin, e.g. `https://tischservice.de`: the link's fixed part. */
  origin: string;
  /** Saves the new slug; rejects with the API's error (409 when another restaurant has or had it). */
  onSave: (slug: string) => Promise<void>;
}

/** The slug as the API will store it: the schema trims and lowercases too. */
const normalised = (value: string) => value.trim().toLowerCase();

/**
 * „Adresse Ihrer Buchungsseite“: the slug after the fixed `…/r/`, the full link as it will read, and, once
 * changed, a notice that the staff's logins change with it before the owner confirms. Saved only by the
 * button, never on blur: the change reaches printed links and everyone's sign-in.
 */
export function BookingPageAddressField({ slug, origin, onSave }: BookingPageAddressFieldProps) {
  const [draft, setDraft] = useState(slug);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const noticeId = useId();

  // A slug saved elsewhere (another tab, a live event) replaces the field.
  useEffect(() => {
    setDraft(slug);
    setServerError(null);
  }, [slug]);

  const next = normalised(draft);
  const problem = restaurantSlugProblem(draft);
  const changed = next !== slug;
  const link = bookingPageUrl(origin, problem || next === "" ? slug : next);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || problem || saving) return;
    setSaving(true);
    setServerError(null);
    try {
      await onSave(next);
      setSaved(true);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      setServerError(message ?? settingsTexts.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        label={bookingPageAddressTexts.label}
        hint={bookingPageAddressTexts.hint}
        error={(changed ? problem : null) ?? serverError ?? undefined}
      >
        <div className="flex items-center gap-1.5">
          <span aria-hidden="true" className="shrink-0 font-mono text-sm text-muted-foreground">
            …/r/
          </span>
          <Input
            value={draft}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            className="font-mono"
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setServerError(null);
              setSaved(false);
            }}
          />
        </div>
      </FormField>
      <p className="m-0 text-sm break-all">
        <span className="text-muted-foreground">{bookingPageAddressTexts.previewLabel}</span>{" "}
        <span className="font-mono" data-testid="booking-page-link-preview">
          {link}
        </span>
      </p>
      {changed && !problem ? (
        <div className="grid gap-3 rounded-md border border-warning/40 bg-warning-soft p-3">
          <p id={noticeId} className="m-0 flex gap-2 text-sm font-medium text-warning-strong">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {bookingPageAddressTexts.loginsChange(next)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={saving} aria-describedby={noticeId}>
              {bookingPageAddressTexts.save}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={saving}
              onClick={() => setDraft(slug)}
            >
              {bookingPageAddressTexts.cancel}
            </Button>
          </div>
        </div>
      ) : null}
      <p role="status" className="m-0 text-sm font-medium text-success-strong empty:hidden">
        {saved && !changed ? bookingPageAddressTexts.saved : ""}
      </p>
    </form>
  );
}
