import {
  enquiryGuestTexts,
  enquiryRequestSchema,
  enquiryTexts,
  type FieldError,
  guestCountLabel,
} from "@tischservice/core";
import { Banner, Button, FormField, Input, Textarea } from "@tischservice/ui";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { EnquiryBody } from "./enquiry-api.ts";

type Field = "customerName" | "customerEmail" | "customerPhone" | "reservationDate" | "timeSlot" | "message";
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field | "numberOfGuests", string>>;

/** The outcome of a sending: nothing more to do, or the server's refusal to show (the values stay). */
export type EnquirySendResult = { ok: true } | { ok: false; message: string; fieldErrors: FieldError[] };

export interface EnquiryFormProps {
  guests: number;
  /** From the signed-in account. */
  defaultName: string;
  defaultEmail: string;
  /** The first day that can be asked for (`YYYY-MM-DD`, the restaurant's today). */
  minDate: string;
  onSubmit: (body: EnquiryBody) => Promise<EnquirySendResult>;
  disabled?: boolean;
}

function placeErrors(errors: readonly FieldError[]): FieldErrors {
  const placed: FieldErrors = {};
  for (const error of errors) {
    const field = error.path.split(".")[0] as keyof FieldErrors;
    placed[field] ??= error.message;
  }
  return placed;
}

/** "Anfrage senden": a large group's contact, day, preferred time and message, checked with core's schema. */
export function EnquiryForm({
  guests,
  defaultName,
  defaultEmail,
  minDate,
  onSubmit,
  disabled,
}: EnquiryFormProps) {
  const [values, setValues] = useState<Values>({
    customerName: defaultName,
    customerEmail: defaultEmail,
    customerPhone: "",
    reservationDate: "",
    timeSlot: "",
    message: "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused attempt, the first field with a problem takes the focus.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [attempt]);

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: EnquiryBody = { ...values, numberOfGuests: guests };
    const checked = enquiryRequestSchema.safeParse(body);
    if (!checked.success) {
      setErrors(
        placeErrors(
          checked.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
        ),
      );
      setFormError(null);
      setAttempt((n) => n + 1);
      return;
    }
    setSending(true);
    const result = await onSubmit(body);
    setSending(false);
    if (result.ok) return;
    setErrors(placeErrors(result.fieldErrors));
    setFormError(result.message);
    setAttempt((n) => n + 1);
  };

  const field = (name: Field) => ({ value: values[name], onChange: change(name), error: errors[name] });
  const { error: nameError, ...name } = field("customerName");
  const { error: emailError, ...email } = field("customerEmail");
  const { error: phoneError, ...phone } = field("customerPhone");
  const { error: dateError, ...date } = field("reservationDate");
  const { error: timeError, ...time } = field("timeSlot");
  const { error: messageError, ...message } = field("message");

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="grid max-w-xl gap-4">
      <fieldset disabled={disabled || sending} className="m-0 grid min-w-0 gap-4 border-0 p-0">
        <legend className="mb-2 p-0 text-lg font-semibold">{enquiryGuestTexts.formHeading}</legend>
        {formError ? <Banner tone="error">{formError}</Banner> : null}
        <p className="m-0 text-sm">
          <span className="text-muted-foreground">{enquiryTexts.labels.guests}: </span>
          {guestCountLabel(guests)}
        </p>
        {errors.numberOfGuests ? <Banner tone="error">{errors.numberOfGuests}</Banner> : null}
        <FormField label={enquiryGuestTexts.name} required error={nameError}>
          <Input autoComplete="name" {...name} />
        </FormField>
        <FormField label={enquiryTexts.labels.email} required error={emailError}>
          <Input type="email" autoComplete="email" {...email} />
        </FormField>
        <FormField label={enquiryTexts.labels.phone} error={phoneError}>
          <Input type="tel" autoComplete="tel" {...phone} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={enquiryTexts.labels.date} required error={dateError}>
            <Input type="date" min={minDate} {...date} />
          </FormField>
          <FormField label={enquiryTexts.labels.time} required error={timeError}>
            <Input type="time" {...time} />
          </FormField>
        </div>
        <FormField label={enquiryTexts.labels.message} error={messageError}>
          <Textarea rows={3} {...message} />
        </FormField>
        <Button type="submit" className="w-fit" loading={sending} loadingText={enquiryGuestTexts.sending}>
          {enquiryGuestTexts.send}
        </Button>
      </fieldset>
    </form>
  );
}
