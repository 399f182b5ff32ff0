import { guestPhoneKey } from "./guest-phone.ts";
import { guestMailRecipient } from "./walk-in-contact.ts";

/** The contact fields a guest is recognised by. */
export interface GuestContactLike {
  customerEmail?: string | null;
  customerPhone?: string | null;
}

/**
 * The key of the guest a reservation belongs to: the e-mail address in lower case when one is
 * given (not the old walk-in placeholder), else the phone number in E.164 form (`guestPhoneKey`); empty
 * when there is neither (a walk-in without contact has no profile). An address always contains `@`, a phone key starts with `+`, so the two
 * kinds never collide.
 */
export function guestKeyOf(contact: GuestContactLike): string {
  // The old walk-in placeholder address is nobody's: it must not gather every walk-in into one profile.
  const email = (guestMailRecipient(contact.customerEmail) ?? "").toLowerCase();
  if (email !== "") return email;
  return guestPhoneKey(contact.customerPhone ?? "");
}

/** The key of a `?email=` or `?phone=` lookup (exactly one of them given). */
export function guestKeyOfLookup(lookup: { email?: string | undefined; phone?: string | undefined }): string {
  return guestKeyOf({ customerEmail: lookup.email ?? "", customerPhone: lookup.phone ?? "" });
}

/** Whether a key is an e-mail address (else it is a phone number). */
export function isEmailGuestKey(key: string): boolean {
  return key.includes("@");
}
