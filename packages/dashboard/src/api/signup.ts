import {
  type ApiErrorCode,
  errorEnvelopeSchema,
  type FieldError,
  type GuestSignupRequest,
  type RestaurantSignupRequest,
  signupResponseSchema,
  type User,
  verifyEmailResponseSchema,
} from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";

async function messageCall(call: Promise<{ data?: unknown }>): Promise<string> {
  const answer = signupResponseSchema.parse(await dataOf(call));
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.message ?? "";
}

/** `POST /api/signup/restaurant` (with the plan chosen on the pricing cards, when one was): 201 with the
 * same message whether the address was new or not. */
export function signUpRestaurant(input: RestaurantSignupRequest): Promise<string> {
  return messageCall(api.POST("/api/signup/restaurant", { body: input }));
}

/** `POST /api/signup/guest`: a customer account, verified by mail like the restaurant's. */
export function signUpGuest(input: GuestSignupRequest): Promise<string> {
  return messageCall(api.POST("/api/signup/guest", { body: input }));
}

/** `POST /api/signup/resend`: a new verification link; always the same answer. */
export function resendVerification(email: string): Promise<string> {
  return messageCall(api.POST("/api/signup/resend", { body: { email } }));
}

export type VerifiedAccount =
  /** A session was started for the verified account (the API set the cookie). */
  | { signedIn: true; message: string; user: User | null }
  /** The browser had a session of another account: the address is confirmed, that session was kept. */
  | { signedIn: false; message: string; user: null };

/**
 * `POST /api/signup/verify` with the link's token, and the password the visitor chose when the link (a
 * resent one) carries none. Refusals reject with `ApiError` (`verify_password_required`, `verify_used`, ...).
 */
export async function verifyEmail(token: string, password?: string): Promise<VerifiedAccount> {
  const answer = verifyEmailResponseSchema.parse(
    await dataOf(
      api.POST("/api/signup/verify", { body: password === undefined ? { token } : { token, password } }),
    ),
  );
  if (!answer.success) throw new ApiError(400, answer.message, answer);
  // An answer without `signedIn` comes from a server that always signs the visitor in.
  if (answer.signedIn === false) return { signedIn: false, message: answer.message, user: null };
  return { signedIn: true, message: answer.message, user: answer.user ?? null };
}

/** The machine-readable `code` of a refusal (`verify_expired`, `email_not_verified`, ...), if it has one. */
export function apiErrorCodeOf(error: unknown): ApiErrorCode | null {
  return error instanceof ApiError ? error.code : null;
}

/** The per-field problems of a 400 answer (`errors: [{ path, message }]`), empty for anything else. */
export function apiFieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  const envelope = errorEnvelopeSchema.safeParse(error.body);
  return envelope.success ? (envelope.data.errors ?? []) : [];
}
