import { isSimpleEmail } from "@tischservice/core/rules";
import { Notice, PlainButton, plainInputClassName, TextField } from "@tischservice/ui/widget-safe";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { DetailErrors, GuestDetails } from "./details.ts";
import type { WidgetTexts } from "./texts.ts";

/** The field errors of the details step; empty when it may go on. */
export function validateDetails(details: GuestDetails, t: WidgetTexts): DetailErrors {
  const errors: DetailErrors = {};
  if (!details.name.trim()) errors.name = t.nameRequired;
  // Core's plain check (something@something.tld, no spaces); the API validates again.
  if (!isSimpleEmail(details.email)) errors.email = t.emailInvalid;
  if (!details.consent) errors.consent = t.consentRequired;
  return errors;
}

export interface DetailsStepProps {
  t: WidgetTexts;
  restaurantName: string;
  privacyUrl: string | null;
  details: GuestDetails;
  onChange: (details: GuestDetails) => void;
  onBack: () => void;
  onNext: () => void;
  /** The large group's enquiry form or the waitlist's form instead of the booking's details. */
  enquiry?: EnquiryForm;
  /** Errors to show at once (stories). */
  initialErrors?: DetailErrors;
}

/**
 * What the details step adds as the enquiry form: date and party, a preferred time, the enquiry's submit.
 * With `until` the waitlist's form instead: `time` is the window's start ("Von"), `until` its end ("Bis"),
 * and no message.
 */
export interface EnquiryForm {
  date: string;
  guests: number;
  time: string;
  onTime: (time: string) => void;
  /** The waitlist's window end and its change handler. */
  until?: { time: string; onTime: (time: string) => void };
  submitting: boolean;
  /** The API's refusal (`fields` shown at their inputs; `message` above the buttons when not "") or a network failure (`retry`). */
  failure: { message: string; retry: boolean; fields?: DetailErrors } | null;
}

/**
 * Step 2: name, e-mail, phone, special requests and consent. As the enquiry form also the chosen date and
 * party (changed on the first step), a preferred time and a message, and it sends the enquiry itself; as
 * the waitlist's form the window (Von, Bis) instead of time and message, and it sends the entry.
 */
export function DetailsStep({ t, details, onChange, enquiry, ...props }: DetailsStepProps) {
  const [errors, setErrors] = useState<DetailErrors>(props.initialErrors ?? {});
  const waitlist = enquiry?.until;
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
  /** A time input's name, value and change handler: the enquiry's time (the window's start) or its end. */
  const time = (key: "time" | "to", field: { time: string; onTime: (time: string) => void }) => ({
    name: key,
    type: "time",
    value: field.time,
    onChange: (e: { currentTarget: { value: string } }) => field.onTime(e.currentTarget.value),
  });

  /** Focuses the first field with an error; false when there is none. */
  const focusFirst = (found: DetailErrors) => {
    const firstInvalid = (["time", "to", "name", "email", "phone", "consent"] as const).find(
      (key) => found[key],
    );
    formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    return !!firstInvalid;
  };
  const refused = enquiry?.failure?.fields;
  // The API's field errors (the enquiry's 400) replace the shown ones and take the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer moves the focus
  useEffect(() => {
    if (refused) setErrors(refused);
    if (refused) focusFirst(refused);
  }, [refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDetails(details, t);
    if (enquiry && !enquiry.time) found.time = t.timeInvalid;
    // The window's end not before its start ("HH:MM" compares as text; equal is one start time); an empty end
    // is no time at all.
    if (waitlist && enquiry && (!waitlist.time || waitlist.time < enquiry.time))
      found.to = waitlist.time ? t.windowInvalid : t.timeInvalid;
    setErrors(found);
    if (!focusFirst(found)) props.onNext();
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      <fieldset disabled={enquiry?.submitting} className="grid min-w-0 gap-4">
        {enquiry ? (
          <p className="text-sm font-medium">
            {t.longDate(enquiry.date)} · {t.guestCount(enquiry.guests)}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">{t.requiredHint}</p>
        {enquiry ? (
          <TextField
            label={waitlist ? t.fromLabel : t.preferredTimeLabel}
            required
            error={errors.time}
            {...time("time", enquiry)}
          />
        ) : null}
        {waitlist ? (
          <TextField label={t.toLabel} required error={errors.to} {...time("to", waitlist)} />
        ) : null}
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
        <TextField
          label={t.phoneLabel}
          error={errors.phone}
          {...text("phone")}
          type="tel"
          autoComplete="tel"
        />
        {waitlist ? null : (
          <div className="grid gap-1.5">
            <label htmlFor={requestsId} className="text-sm font-medium">
              {enquiry ? t.messageLabel : t.specialRequestsLabel}
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
        )}
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
      </fieldset>
      {enquiry?.failure?.message ? <Notice tone="error">{enquiry.failure.message}</Notice> : null}
      <div className="flex flex-wrap justify-between gap-2">
        <PlainButton outline onClick={props.onBack} disabled={enquiry?.submitting}>
          {t.back}
        </PlainButton>
        <PlainButton type="submit" busy={enquiry?.submitting}>
          {!enquiry
            ? t.next
            : enquiry.submitting
              ? t.submitting
              : enquiry.failure?.retry
                ? t.retry
                : waitlist
                  ? t.joinWaitlist
                  : t.sendEnquiry}
        </PlainButton>
      </div>
    </form>
  );
}
