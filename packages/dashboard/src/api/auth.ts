import {
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  type User,
  validateResetTokenResponseSchema,
} from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** `POST /api/users/login`: sets the httpOnly session cookie (30 days with rememberMe). */
export async function login(input: LoginInput): Promise<User> {
  const answer = loginResponseSchema.parse(
    await requestJson("/api/users/login", { method: "POST", body: input }),
  );
  if (!answer.success || !answer.user) throw new ApiError(401, answer.message ?? null, answer);
  return answer.user;
}

/** `GET /api/users/me`: the signed-in user, or null without a valid session cookie. */
export async function fetchMe(): Promise<User | null> {
  try {
    const answer = meResponseSchema.parse(await requestJson("/api/users/me"));
    return answer.success && answer.user ? answer.user : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** `POST /api/users/logout`: ends the session on the server and clears the cookie. */
export async function logout(): Promise<void> {
  await requestJson("/api/users/logout", { method: "POST", body: {} });
}

/** `POST /api/users/logout-all`: ends every session of the account (this one too) and clears the cookie. */
export async function logoutEverywhere(): Promise<void> {
  await requestJson("/api/users/logout-all", { method: "POST", body: {} });
}

/** `POST /api/users/forgot-password`; resolves with the server's message. */
export async function requestPasswordReset(email: string): Promise<string | undefined> {
  const answer = messageResponseSchema.parse(
    await requestJson("/api/users/forgot-password", { method: "POST", body: { email } }),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.message;
}

export type TokenCheck = { valid: true } | { valid: false; message: string | null; reason: string | null };

/** `GET /api/users/validate-reset-token/{token}`; an invalid token is an answer, not an error. */
export async function validateResetToken(token: string): Promise<TokenCheck> {
  try {
    const answer = validateResetTokenResponseSchema.parse(
      await requestJson(`/api/users/validate-reset-token/${encodeURIComponent(token)}`),
    );
    if (answer.success && answer.valid !== false) return { valid: true };
    return { valid: false, message: answer.message ?? null, reason: null };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const reason = (error.body as { reason?: unknown } | null)?.reason;
      return {
        valid: false,
        message: error.serverMessage,
        reason: typeof reason === "string" ? reason : null,
      };
    }
    throw error;
  }
}

/** `POST /api/users/reset-password`. */
export async function resetPassword(token: string, newPassword: string): Promise<string | undefined> {
  const answer = messageResponseSchema.parse(
    await requestJson("/api/users/reset-password", { method: "POST", body: { token, newPassword } }),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.message;
}
