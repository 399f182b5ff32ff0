import {
  authTexts,
  demoRequestTexts,
  registerTexts,
  type SignupPlan,
  signupTexts,
  strongPasswordTexts,
} from "@tischservice/core";
import { Banner, Button, FormField, Input, PasswordInput } from "@tischservice/ui";
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../api/http.ts";
import { apiFieldErrorsOf, signUpGuest, signUpRestaurant } from "../../../api/signup.ts";
import { AcceptTermsField } from "./accept-terms-field.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { PlanSummary } from "./plan-summary.tsx";
import { planById } from "./register-search.ts";
import {
  checkSignup,
  placeFieldErrors,
  type SignupFieldErrors,
  type SignupKind,
  type SignupRequest,
  type SignupValues,
} from "./signup-values.ts";

export type SignupSubmit = (request: SignupRequest) => Promise<string>;

export interface SignupFormProps {
  kind: SignupKind;
  /** An address to start with (the widget's guest link). */
  defaultEmail?: string | undefined;
  /** The plan chosen on the pricing cards (restaurants only), shown and sent along. */
  plan?: SignupPlan | undefined;
  /** Called with the server's message and the address once the API accepted the sign-up. */
  onSubmitted: (message: string, email: string) => void;
  /** Replaces the API call (stories). */
  submit?: SignupSubmit;
}

function defaultSubmit(kind: SignupKind): SignupSubmit {
  return (request) =>
    kind === "restaurant" && "restaurantName" in request ? signUpRestaurant(request) : signUpGuest(request);
}

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? registerTexts.signupFailed;
  return authTexts.connectionError;
}

/** The sign-up form of a restaurant (with its name and plan) or of a guest, checked with core's schema. */
export function SignupForm({ kind, defaultEmail = "", plan, onSubmitted, submit }: SignupFormProps) {
  const [values, setValues] = useState<SignupValues>({
    name: "",
    email: defaultEmail,
    password: "",
    restaurantName: "",
    acceptTerms: false,
    website: "",
  });
  const [fieldErrors, setFieldErrors] = useState<SignupFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const chosenPlan = kind === "restaurant" ? planById(plan) : undefined;

  // After a refused attempt, the first field with a problem takes the focus.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = <K extends keyof SignupValues>(key: K, value: SignupValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };
  /** A text input's name, value and change handler, bound to its field. */
  const bind = (field: "name" | "restaurantName" | "email" | "password") => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const check = checkSignup(kind, values, chosenPlan?.id);
    setFormError(null);
    if (!check.ok) {
      setFieldErrors(check.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setFieldErrors({});
    setSending(true);
    try {
      const message = await (submit ?? defaultSubmit(kind))(check.request);
      onSubmitted(message || signupTexts.signupSent, check.request.email);
    } catch (caught) {
      const placed = placeFieldErrors(apiFieldErrorsOf(caught));
      setFieldErrors(placed.fields);
      const placedAny = Object.keys(placed.fields).length > 0;
      setFormError(placed.other[0] ?? (placedAny ? null : failureText(caught)));
      setSending(false);
      setAttempt((n) => n + 1);
    }
  };

  return (
    <form ref={formRef} className="relative grid gap-4" onSubmit={onSubmit} noValidate>
      {formError ? <Banner tone="error">{formError}</Banner> : null}
      {chosenPlan ? <PlanSummary plan={chosenPlan} /> : null}
      <FormField label={registerTexts.nameLabel} required error={fieldErrors.name}>
        <Input {...bind("name")} autoComplete="name" />
      </FormField>
      {kind === "restaurant" ? (
        <FormField label={registerTexts.restaurantNameLabel} required error={fieldErrors.restaurantName}>
          <Input {...bind("restaurantName")} autoComplete="organization" />
        </FormField>
      ) : null}
      <FormField label={registerTexts.emailLabel} required error={fieldErrors.email}>
        <Input
          {...bind("email")}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
      </FormField>
      <FormField
        label={registerTexts.passwordLabel}
        required
        hint={kind === "restaurant" ? strongPasswordTexts.hint : registerTexts.passwordHint}
        error={fieldErrors.password}
      >
        <PasswordInput {...bind("password")} autoComplete="new-password" />
      </FormField>
      <AcceptTermsField
        checked={values.acceptTerms}
        onChange={(checked) => set("acceptTerms", checked)}
        error={fieldErrors.acceptTerms}
      />
      <HoneypotField value={values.website} onChange={(value) => set("website", value)} />
      <Button type="submit" size="lg" fullWidth loading={sending} loadingText={demoRequestTexts.submitting}>
        {signupTexts.registerTitle}
      </Button>
    </form>
  );
}
