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
