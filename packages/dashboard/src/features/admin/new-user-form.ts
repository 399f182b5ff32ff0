import { type RegisterUserRequest, registerUserRequestSchema } from "@tischservice/core";

export interface NewUserValues {
  name: string;
  email: string;
  password: string;
  role: "Gastro" | "Admin";
}

export const emptyNewUser: NewUserValues = { name: "", email: "", password: "", role: "Gastro" };

/**
 * Checks the dialog's input with core's request schema (the server's own rules): name, e-mail and
 * password required, the name on one line, the password by the strong rule of administrators and owners
 * (10 characters, no common password). Answers the payload or the first German message.
 */
export function validateNewUser(
  values: NewUserValues,
): { ok: true; payload: RegisterUserRequest } | { ok: false; message: string } {
  const result = registerUserRequestSchema.safeParse(values);
  if (result.success) return { ok: true, payload: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? "" };
}
