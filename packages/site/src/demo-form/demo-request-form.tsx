import { demoRequestTexts } from "@tischservice/core/texts";
import { Banner, Button, FormField, Input, Textarea } from "@tischservice/ui";
import { type FormEvent, useRef, useState } from "react";
import { sendDemoRequest } from "../api/demo-request-api.ts";
import type { DemoFormField } from "./validate-demo-request.ts";

type FormState =
  | { status: "idle" }
  | { status: "submitting" }
  | { status: "success"; message: string }
  | { status: "error"; message: string };

const loadValidator = () => import("./validate-demo-request.ts");

const fieldNames: readonly DemoFormField[] = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "restaurantName",
  "message",
];

function formValues(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(fieldNames.map((name) => [name, String(data.get(name) ?? "")]));
}

export interface DemoRequestFormProps {
  /** Pre-filled message (a chosen plan); the visitor can change it. */
  initialMessage?: string;
}

/**
 * The demo request form: first name, last name and e-mail required; "Wird gesendet..." with every field
 * disabled while sending; the success banner clears the form, the error banner keeps it.
 */
export function DemoRequestForm({ initialMessage = "" }: DemoRequestFormProps) {
  const [state, setState] = useState<FormState>({ status: "idle" });
  const [invalid, setInvalid] = useState<readonly DemoFormField[]>([]);
  const bannerRef = useRef<HTMLDivElement>(null);
  const submitting = state.status === "submitting";

  const showResult = (next: FormState) => {
    setState(next);
    requestAnimationFrame(() => bannerRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const { validateDemoRequest } = await loadValidator();
    const checked = validateDemoRequest(formValues(form));
    if (!checked.ok) {
      setInvalid(checked.fields);
      setState({ status: "error", message: checked.message });
      const first = checked.fields[0] ? form.elements.namedItem(checked.fields[0]) : null;
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    setInvalid([]);
    setState({ status: "submitting" });
    const result = await sendDemoRequest(checked.body);
    if (result.ok) form.reset();
    showResult(
      result.ok
        ? { status: "success", message: result.message }
        : { status: "error", message: result.message },
    );
  };

  const invalidProps = (name: DemoFormField) => (invalid.includes(name) ? { "aria-invalid": true } : {});
  const banner =
    state.status === "success" || state.status === "error" ? (
      <Banner ref={bannerRef} tabIndex={-1} tone={state.status} className="outline-none">
        {state.message}
      </Banner>
    ) : null;

  return (
    <form noValidate onSubmit={onSubmit} onFocus={() => void loadValidator()} className="grid gap-5">
      {banner}
      <fieldset disabled={submitting} className="m-0 grid min-w-0 gap-5 border-0 p-0">
        <div className="grid gap-5 md:grid-cols-2">
          <FormField label={demoRequestTexts.firstNameLabel} required htmlFor="demo-firstName">
            <Input name="firstName" autoComplete="given-name" {...invalidProps("firstName")} />
          </FormField>
          <FormField label={demoRequestTexts.lastNameLabel} required htmlFor="demo-lastName">
            <Input name="lastName" autoComplete="family-name" {...invalidProps("lastName")} />
          </FormField>
          <FormField label={demoRequestTexts.emailLabel} required htmlFor="demo-email">
            <Input name="email" type="email" autoComplete="email" {...invalidProps("email")} />
          </FormField>
          <FormField label={demoRequestTexts.phoneLabel} htmlFor="demo-phone">
            <Input name="phone" type="tel" autoComplete="tel" />
          </FormField>
        </div>
        <FormField label={demoRequestTexts.restaurantNameLabel} htmlFor="demo-restaurantName">
          <Input name="restaurantName" autoComplete="organization" />
        </FormField>
        <FormField label={demoRequestTexts.messageLabel} htmlFor="demo-message">
          <Textarea name="message" rows={4} defaultValue={initialMessage} key={initialMessage} />
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="m-0 text-sm text-muted-foreground">{demoRequestTexts.requiredHint}</p>
          <Button type="submit" size="lg" loading={submitting} loadingText={demoRequestTexts.submitting}>
            {demoRequestTexts.submit}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
