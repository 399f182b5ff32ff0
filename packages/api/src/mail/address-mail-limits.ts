import type { AppDeps } from "../app/types.ts";
import { hashToken } from "../auth/tokens.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts one mail of `kind` to an address per day; false once the day's `limit` is used up. */
async function countMail(deps: AppDeps, kind: string, address: string, limit: number): Promise<boolean> {
  // The key holds a digest, never the address: rate-limit counters are no place for guests' data.
  const key = `${kind}:address:${hashToken(address.trim().toLowerCase()).slice(0, 32)}`;
  return deps.rateLimiter.hit(key, limit, DAY_MS, deps.now());
}

/**
 * Counts one receipt (booking confirmation, enquiry or waitlist receipt) that a guest's public request would
 * send to an address; false once the address has had `receiptsPerAddressPerDay` within a day. The request
 * itself still goes through, only its mail is left out: anyone can type any address into a public form, and
 * the platform's sender must not become a way to flood one mailbox. Shared by every process (database
 * counters). Call it before the request's transaction.
 */
export const mayMailReceipt = (deps: AppDeps, address: string): Promise<boolean> =>
  countMail(deps, "receipt", address, deps.rateLimits.receiptsPerAddressPerDay);

/**
 * The same for the mails a sign-up or a resend sends to an address that already has an account (a new link
 * for an unconfirmed one, the "address in use" note for any other): at most `signupMailsPerAddressPerDay`.
 * Past it the request gets the same answer and changes nothing, so the sign-up form cannot be used to flood
 * a mailbox or to keep replacing its owner's link.
 */
export const mayMailSignup = (deps: AppDeps, address: string): Promise<boolean> =>
  countMail(deps, "signup-mail", address, deps.rateLimits.signupMailsPerAddressPerDay);
