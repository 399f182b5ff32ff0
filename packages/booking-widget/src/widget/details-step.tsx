import { PlainButton, plainInputClassName, TextField } from "@tischservice/ui/widget-safe";
import { type FormEvent, useId, useRef, useState } from "react";
import { type DetailErrors, type GuestDetails, validateDetails } from "./details.ts";
import type { WidgetTexts } from "./texts.ts";

export interface DetailsStepProps {
  t: WidgetTexts;
  restaurantName: string;
  privacyUrl: string | null;
  details: GuestDetails;
  onChange: (details: GuestDetails) => void;
  onBack: () => void;
  onNext: () => void;
  /** Errors to show at once (stories). */
  initialErrors?: DetailErrors;
}

/** Step 2: name, e-mail, phone, special requests and consent. */
export function DetailsStep({ t, details, onChange, ...props }: DetailsStepProps) {
  const [errors, setErrors] = useState<DetailErrors>(props.initialErrors ?? {});
  const formRef = useRef<HTMLFormElement>(null);
  const requestsId = useId();
  const consentId = useId();
  const consentErrorId = useId();
  const set = <K extends keyof GuestDetails>(key: K, value: GuestDetails[K]) =>
    onChange({ ...details, [key]: value });
  /** A text input's name, value and change handler for one of the guest's details. */
  const text = (key: "name" | "email" | "phone" | "requests") => ({
    name: key,
    value: details[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDetails(details, t);
    setErrors(found);
    const firstInvalid = (["name", "email", "consent"] as const).find((key) => found[key]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    props.onNext();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t.requiredHint}</p>
      <TextField label={t.nameLabel} required error={errors.name} {...text("name")} autoComplete="name" />
      <TextField
        label={t.emailLabel}
        required
        error={errors.email}
        {...text("email")}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField label={t.phoneLabel} {...text("phone")} type="tel" autoComplete="tel" />
      <div className="grid gap-1.5">
        <label htmlFor={requestsId} className="text-sm font-medium">
          {t.specialRequestsLabel}
        </label>
        <textarea
          id={requestsId}
          {...text("requests")}
          rows={3}
          maxLength={1000}
          placeholder={t.specialRequestsPlaceholder}
          className={`${plainInputClassName} h-auto min-h-20`}
        />
      </div>
      <div className="grid gap-1">
        <div className="flex items-start gap-2">
          <input
            id={consentId}
            name="consent"
            type="checkbox"
            required
            checked={details.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? consentErrorId : undefined}
            onChange={(e) => set("consent", e.currentTarget.checked)}
            className="focus-ring mt-1 size-4 shrink-0 cursor-pointer accent-primary-strong"
          />
          <label htmlFor={consentId} className="text-sm">
            {t.consentLabel(props.restaurantName)}
            <span aria-hidden="true" className="ms-0.5 text-destructive-strong">
              *
            </span>
          </label>
        </div>
        {props.privacyUrl ? (
          <a
            href={props.privacyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="focus-ring ms-6 w-fit text-sm text-primary-strong underline"
          >
            {t.privacyPolicyLink}
          </a>
        ) : null}
        {errors.consent ? (
          <p id={consentErrorId} className="ms-6 text-sm font-medium text-destructive-strong">
            {errors.consent}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-between gap-2">
        <PlainButton outline onClick={props.onBack}>
          {t.back}
        </PlainButton>
        <PlainButton type="submit">{t.next}</PlainButton>
      </div>
    </form>
  );
}
