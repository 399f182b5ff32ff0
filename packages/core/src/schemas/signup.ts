import * as z from "zod";
import { onboardingStepIds } from "../rules/onboarding-steps.ts";
import { signupTexts } from "../texts/signup.ts";
import { validationTexts } from "../texts/validation.ts";
import { emailAddressSchema, passwordSchema, schemaLimits } from "./common.ts";
import { messageResponseSchema } from "./envelope.ts";
import { userSchema } from "./user.ts";

// The sign-up requests themselves (restaurant and guest, with the plan) are in signup-request.ts.

/** A verification token as it travels in the link: URL-safe characters only. */
export const verificationTokenSchema = z
  .string({ error: signupTexts.verifyLinkInvalid })
  .trim()
  .min(1, { error: signupTexts.verifyLinkInvalid })
  .max(schemaLimits.token, { error: signupTexts.verifyLinkInvalid })
  .regex(/^[A-Za-z0-9_-]+$/, { error: signupTexts.verifyLinkInvalid });

/**
 * `POST /api/signup/verify`: the token, and a new password when the link was resent (a resent link carries
 * none; the server says which rule the account's password follows).
 */
export const verifyEmailRequestSchema = z.strictObject({
  token: verificationTokenSchema,
  password: passwordSchema(validationTexts.passwordTooShort, signupTexts.requiredFields).optional(),
});
/** `POST /api/signup/resend`. */
export const resendVerificationRequestSchema = z.strictObject({
  email: emailAddressSchema(signupTexts.requiredFields),
});

/**
 * The machine-readable `code` of sign-up, verification and sign-in refusals: clients branch on it, never on
 * the German wording (e.g. the sign-in page offers "Bestätigungslink erneut senden" on `email_not_verified`).
 */
export const signupErrorCodes = {
  verifyInvalid: "verify_invalid",
  verifyExpired: "verify_expired",
  verifyUsed: "verify_used",
  emailNotVerified: "email_not_verified",
  accountDeactivated: "account_deactivated",
  /** A resent link carries no password: the visitor chooses one before the link is used. */
  verifyPasswordRequired: "verify_password_required",
} as const;
export type SignupErrorCode = (typeof signupErrorCodes)[keyof typeof signupErrorCodes];

/** Answer of both sign-ups and of resend: always the same message, whether the address was known or not. */
export const signupResponseSchema = messageResponseSchema;
/**
 * Answer of `POST /api/signup/verify`: the address is verified; `signedIn` with the user when a session was
 * started, `signedIn: false` without a user when the browser kept the session of another account.
 */
export const verifyEmailResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  signedIn: z.boolean().optional(),
  user: userSchema.nullable().optional(),
});

// The checklist's steps live zod-free in rules/onboarding-steps.ts.
export { type OnboardingStepId, onboardingStepIds } from "../rules/onboarding-steps.ts";

/** `GET /api/onboarding/{restaurantId}`: which steps are done (each from its own data) and whether dismissed. */
export const onboardingStateSchema = z.object({
  steps: z.record(z.enum(onboardingStepIds), z.boolean()),
  dismissed: z.boolean(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;
export const onboardingResponseSchema = z.object({ success: z.boolean(), data: onboardingStateSchema });

/** `PUT /api/onboarding/{restaurantId}`: dismiss the checklist, or record that the snippet was copied. */
export const onboardingUpdateRequestSchema = z.strictObject({
  dismissed: z.boolean().optional(),
  widgetCopied: z.literal(true).optional(),
});
export type OnboardingUpdateRequest = z.infer<typeof onboardingUpdateRequestSchema>;
