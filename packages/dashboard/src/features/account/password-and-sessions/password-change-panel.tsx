import { PASSWORD_PANEL_CLOSE_MS, passwordChangeTexts, strongPasswordTexts } from "@tischservice/core";
import { Button, FormField, PasswordInput } from "@tischservice/ui";
import { KeyRound } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  type PasswordFieldProblem,
  type PasswordFields,
  passwordFailureMessage,
  passwordFieldProblem,
} from "./password-change-form.ts";

/** How long the server may take before the form says it does not answer. */
const PASSWORD_CHANGE_TIMEOUT_MS = 15_000;

export interface PasswordChangePanelProps {
  /** Sends the change; rejects with the API's error. The signal aborts on timeout. */
  onChange: (fields: { currentPassword: string; newPassword: string }, signal: AbortSignal) => Promise<void>;
  defaultOpen?: boolean;
  /**
   * An administrator's or an owner's own password: core's strong rule (10 characters, no common password),
   * checked as typed and named under the field. Sub-users keep the rule of 6.
   */
  strongPassword?: boolean;
}

const empty: PasswordFields = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * The password-change panel of Account-Verwaltung: toggles open and closed; checks every password
 * rule before sending, then shows the server's errorCode message; on success says so and closes after 3 s.
 */
export function PasswordChangePanel({
  onChange,
  defaultOpen = false,
  strongPassword = false,
}: PasswordChangePanelProps) {
  const rule = { strong: strongPassword };
  const [open, setOpen] = useState(defaultOpen);
  const [fields, setFields] = useState<PasswordFields>(empty);
  const [problem, setProblem] = useState<PasswordFieldProblem>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panelId = useId();
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const toggle = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    setOpen((prev) => !prev);
    setFields(empty);
    setProblem(null);
    setFailure(null);
    setSuccess(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    setSuccess(null);
    const found = passwordFieldProblem(fields, rule);
    setProblem(found);
    if (found) return;
    setSending(true);
    const controller = new AbortController();
    let timedOut = false;
    const timeout = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, PASSWORD_CHANGE_TIMEOUT_MS);
    try {
      await onChange(
        { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
        controller.signal,
      );
      setFields(empty);
      setSuccess(passwordChangeTexts.success);
      closeTimer.current = setTimeout(() => {
        setOpen(false);
        setSuccess(null);
      }, PASSWORD_PANEL_CLOSE_MS);
    } catch (error) {
      setFailure(passwordFailureMessage(error, timedOut, rule));
    } finally {
      clearTimeout(timeout);
      setSending(false);
    }
  };

  const set = (key: keyof PasswordFields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((prev) => ({ ...prev, [key]: value }));
    if (problem?.field === key) setProblem(null);
  };
  const errorOf = (key: keyof PasswordFields) => (problem?.field === key ? problem.message : undefined);

  return (
    <div className="grid gap-3">
      <div>
        <Button
          variant={open ? "ghost" : "outline"}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          <KeyRound aria-hidden="true" />
          {open ? passwordChangeTexts.toggleClose : passwordChangeTexts.toggleOpen}
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? (
          <form className="grid max-w-md gap-3" onSubmit={submit} noValidate>
            <FormField label={passwordChangeTexts.currentPasswordLabel} error={errorOf("currentPassword")}>
              <PasswordInput
                autoComplete="current-password"
                value={fields.currentPassword}
                onChange={set("currentPassword")}
              />
            </FormField>
            <FormField
              label={passwordChangeTexts.newPasswordLabel}
              hint={strongPassword ? strongPasswordTexts.hint : undefined}
              error={errorOf("newPassword")}
            >
              <PasswordInput
                autoComplete="new-password"
                value={fields.newPassword}
                onChange={set("newPassword")}
              />
            </FormField>
            <FormField label={passwordChangeTexts.confirmPasswordLabel} error={errorOf("confirmPassword")}>
              <PasswordInput
                autoComplete="new-password"
                value={fields.confirmPassword}
                onChange={set("confirmPassword")}
              />
            </FormField>
            {failure ? (
              <p role="alert" className="m-0 text-sm font-medium text-destructive-strong">
                {failure}
              </p>
            ) : null}
            <p role="status" className="m-0 text-sm font-medium text-success-strong empty:hidden">
              {success ?? ""}
            </p>
            <div>
              <Button type="submit" loading={sending} loadingText={passwordChangeTexts.submitting}>
                {passwordChangeTexts.submit}
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </div>
  );
}
