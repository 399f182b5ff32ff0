import * as z from "zod";
import { signupTexts } from "../texts/signup.ts";
import { validationTexts } from "../texts/validation.ts";
import { emailAddressSchema, passwordSchema, requiredNameSchema, schemaLimits } from "./common.ts";
import { pricingPlanSchema } from "./site.ts";
import { strongPasswordSchema } from "./strong-password.ts";

// The sign-up requests, apart from the verification and onboarding schemas (signup.ts) that every page's
// error handling reads: the restaurant's request carries the strong password rule and its list of common
// passwords, which only the register page and the API need.

const acceptTermsSchema = z.literal(true, { error: signupTexts.acceptTermsRequired });
/** A honeypot that people never see and leave empty; bots fill it in (the API then stores nothing). */
const honeypotSchema = z.string().max(schemaLimits.url).optional();
/** The pricing plan chosen on the landing page ("Jetzt starten" links `/app/register?plan=<id>`). */
export const signupPlanSchema = z.enum(pricingPlanSchema.shape.id.options, {
  error: signupTexts.planUnknown,
});
export type SignupPlan = z.infer<typeof signupPlanSchema>;

/**
 * `POST /api/signup/restaurant`: the owner's name, address and password (an owner's: the strong rule), and
 * the restaurant's name.
 */
export const restaurantSignupRequestSchema = z.strictObject({
  name: requiredNameSchema(signupTexts.requiredFields),
  email: emailAddressSchema(signupTexts.requiredFields),
  password: strongPasswordSchema(signupTexts.requiredFields),
  restaurantName: requiredNameSchema(signupTexts.requiredFields),
  acceptTerms: acceptTermsSchema,
  website: honeypotSchema,
  plan: signupPlanSchema.optional(),
});
export type RestaurantSignupRequest = z.infer<typeof restaurantSignupRequestSchema>;

/** `POST /api/signup/guest`: a customer account for "Meine Reservierungen". */
export const guestSignupRequestSchema = z.strictObject({
  name: requiredNameSchema(signupTexts.requiredFields),
  email: emailAddressSchema(signupTexts.requiredFields),
  password: passwordSchema(validationTexts.passwordTooShort, signupTexts.requiredFields),
  acceptTerms: acceptTermsSchema,
  website: honeypotSchema,
});
export type GuestSignupRequest = z.infer<typeof guestSignupRequestSchema>;
