import { PASSWORD_MIN_LENGTH, subUserLoginName, validationTexts } from "@tischservice/core";

export interface SubUserFields {
  username: string;
  password: string;
  confirmPassword: string;
}

/** The username as typed, with every character but letters, digits and underscore taken out. */
export function cleanUsername(typed: string): { value: string; blocked: boolean } {
  const value = typed.replace(/[^A-Za-z0-9_]/g, "");
  return { value, blocked: value !== typed };
}

export type SubUserProblem = { field: keyof SubUserFields; message: string } | null;

/** All three filled, username characters, password at least 6, confirmation matches; first failure wins. */
export function subUserProblem(fields: SubUserFields): SubUserProblem {
  if (fields.username.trim() === "" || fields.password === "" || fields.confirmPassword === "") {
    const field =
      fields.username.trim() === "" ? "username" : fields.password === "" ? "password" : "confirmPassword";
    return { field, message: validationTexts.subUserRequiredFields };
  }
  if (!/^[A-Za-z0-9_]+$/.test(fields.username)) {
    return { field: "username", message: validationTexts.subUserUsernameInvalid };
  }
  if (fields.password.length < PASSWORD_MIN_LENGTH) {
    return { field: "password", message: validationTexts.subUserPasswordTooShort };
  }
  if (fields.password !== fields.confirmPassword) {
    return { field: "confirmPassword", message: validationTexts.subUserPasswordsMismatch };
  }
  return null;
}

/**
 * The login name shown live: `username@slug` with the restaurant's slug, as the server will give it
 * (placeholder user part while empty; an ellipsis for the slug until the restaurant has loaded).
 */
export function loginNamePreview(username: string, restaurantSlug: string | null | undefined): string {
  return subUserLoginName(username.trim() === "" ? "benutzername" : username, restaurantSlug ?? "…");
}
