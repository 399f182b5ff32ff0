import { queryOptions } from "@tanstack/react-query";
import {
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  type User,
  validateResetTokenResponseSchema,
} from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** `POST /api/users/login`: sets the httpOnly session cookie (30 days with rememberMe). */
export async function login(input: LoginInput): Promise<User> {
  const answer = loginResponseSchema.parse(await dataOf(api.POST("/api/users/login", { body: input })));
  if (!answer.success || !answer.user) throw new ApiError(401, answer.message ?? null, answer);
  return answer.user;
}

/** `GET /api/users/me`: the signed-in user, or null without a valid session cookie. */
export async function fetchMe(): Promise<User | null> {
  try {
    const answer = meResponseSchema.parse(await dataOf(api.GET("/api/users/me")));
    return answer.success && answer.user ? answer.user : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The session check: `GET /api/users/me` answers the signed-in user from the httpOnly cookie. */
export const meQueryOptions = queryOptions({
  queryKey: queryKeys.me,
  queryFn: fetchMe,
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

/** `POST /api/users/logout`: ends the session on the server and clears the cookie. */
export async function logout(): Promise<void> {
  await dataOf(api.POST("/api/users/logout"));
}

/** `POST /api/users/logout-all`: ends every session of the account (this one too) and clears the cookie. */
export async function logoutEverywhere(): Promise<void> {
  await dataOf(api.POST("/api/users/logout-all"));
}

/** `POST /api/users/forgot-password`; resolves with the server's message. */
export async function requestPasswordReset(email: string): Promise<string | undefined> {
  const answer = messageResponseSchema.parse(
    await dataOf(api.POST("/api/users/forgot-password", { body: { email } })),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.message;
}

export type TokenCheck = { valid: true } | { valid: false; message: string | null; reason: string | null };

/** `GET /api/users/validate-reset-token/{token}`; an invalid token is an answer, not an error. */
export async function validateResetToken(token: string): Promise<TokenCheck> {
  try {
    const answer = validateResetTokenResponseSchema.parse(
      await dataOf(api.GET("/api/users/validate-reset-token/{token}", { params: { path: { token } } })),
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

/** The check of a reset link's token, asked once per token. */
export const resetTokenQueryOptions = (token: string) =>
  queryOptions({ queryKey: queryKeys.resetToken(token), queryFn: () => validateResetToken(token) });

/** `POST /api/users/reset-password`. */
export async function resetPassword(token: string, newPassword: string): Promise<string | undefined> {
  const answer = messageResponseSchema.parse(
    await dataOf(api.POST("/api/users/reset-password", { body: { token, newPassword } })),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.message;
}
