import {
  checkNewPassword,
  passwordChangeErrorMessage,
  passwordChangeTexts,
  strongPasswordChangeErrorCodeTexts,
  strongPasswordProblem,
} from "@tischservice/core";
import { ApiError, NetworkError } from "../../../api/http.ts";
import { passwordErrorCodeOf } from "../../../api/password.ts";

export interface PasswordFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordFieldProblem = { field: keyof PasswordFields; message: string } | null;

/** Whose password it is: `strong` for an administrator or an owner (core's strong rule). */
export type PasswordRule = { strong?: boolean };

/**
 * The form's own check, the password rules in order (all filled, match, 6..100, differs, not weak); for an
 * administrator or an owner the length and the list are core's strong rule (10, no common password).
 */
export function passwordFieldProblem(fields: PasswordFields, rule: PasswordRule = {}): PasswordFieldProblem {
  const check = checkNewPassword(fields, rule.strong ? strongPasswordProblem : undefined);
  if (check.ok) return null;
  return {
    field: check.field === "confirmPassword" ? "confirmPassword" : check.field,
    message: check.message,
  };
}

/**
 * The message of a failed change: the errorCode's text, else the server's message or its HTTP status;
 * no answer, an unreadable answer and the timeout have their own texts; anything else 'Unerwarteter Fehler'.
 */
export function passwordFailureMessage(error: unknown, timedOut = false, rule: PasswordRule = {}): string {
  if (timedOut) return passwordChangeTexts.timeout;
  if (error instanceof ApiError) {
    return passwordChangeErrorMessage(
      { errorCode: passwordErrorCodeOf(error), message: error.serverMessage, status: error.status },
      rule.strong ? strongPasswordChangeErrorCodeTexts : undefined,
    );
  }
  // The answer came but did not have the expected shape (zod's parse error).
  if (error instanceof Error && error.name === "ZodError") return passwordChangeTexts.loadError;
  if (error instanceof NetworkError) {
    return error.message === "Ungültige Serverantwort"
      ? passwordChangeTexts.loadError
      : passwordChangeTexts.networkError;
  }
  return passwordChangeTexts.unexpectedError;
}
