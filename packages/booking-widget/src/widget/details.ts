import { isSimpleEmail } from "@tischservice/core/rules";
import type { WidgetTexts } from "./texts.ts";

/** What the guest enters in the details step. */
export interface GuestDetails {
  name: string;
  email: string;
  phone: string;
  requests: string;
  consent: boolean;
}

export const emptyDetails: GuestDetails = { name: "", email: "", phone: "", requests: "", consent: false };

/**
 * Errors by field; `phone` comes from the API's answer; `time` is the enquiry's preferred time or the
 * waitlist window's start, `to` that window's end.
 */
export type DetailErrors = Partial<Record<"name" | "email" | "phone" | "time" | "to" | "consent", string>>;

/** The field errors of the details step; empty when it may go on. */
export function validateDetails(details: GuestDetails, t: WidgetTexts): DetailErrors {
  const errors: DetailErrors = {};
  if (!details.name.trim()) errors.name = t.nameRequired;
  // Core's plain check (something@something.tld, no spaces); the API validates again.
  if (!isSimpleEmail(details.email)) errors.email = t.emailInvalid;
  if (!details.consent) errors.consent = t.consentRequired;
  return errors;
}
