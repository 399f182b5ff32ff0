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
import { ApiError, requestJson } from "./http.ts";

async function messageCall(path: string, body: unknown): Promise<string> {
  const answer = signupResponseSchema.parse(await requestJson(path, { method: "POST", body }));
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.message ?? "";
}

/** `POST /api/signup/restaurant` (with the plan chosen on the pricing cards, when one was): 201 with the
 * same message whether the address was new or not. */
export function signUpRestaurant(input: RestaurantSignupRequest): Promise<string> {
  return messageCall("/api/signup/restaurant", input);
}

/** `POST /api/signup/guest`: a customer account, verified by mail like the restaurant's. */
export function signUpGuest(input: GuestSignupRequest): Promise<string> {
  return messageCall("/api/signup/guest", input);
}

/** `POST /api/signup/resend`: a new verification link; always the same answer. */
export function resendVerification(email: string): Promise<string> {
  return messageCall("/api/signup/resend", { email });
}

export interface VerifiedAccount {
  message: string;
  /** The signed-in user (the API sets the session cookie); null when the answer carried none. */
  user: User | null;
}

/** `POST /api/signup/verify`: verifies the address and signs the user in. */
export async function verifyEmail(token: string): Promise<VerifiedAccount> {
  const answer = verifyEmailResponseSchema.parse(
    await requestJson("/api/signup/verify", { method: "POST", body: { token } }),
  );
  if (!answer.success) throw new ApiError(400, answer.message, answer);
  return { message: answer.message, user: answer.user ?? null };
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
