import { hashToken } from "../auth/tokens.ts";
import type { AppDeps } from "../lib/types.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one receipt (booking confirmation, enquiry or waitlist receipt) that a guest's public request would
 * send to an address; false once the address has had `receiptsPerAddressPerDay` within a day. The request
 * itself still goes through, only its mail is left out: anyone can type any address into a public form, and
 * the platform's sender must not become a way to flood one mailbox. Shared by every process (database
 * counters). Call it before the request's transaction.
 */
export async function mayMailReceipt(deps: AppDeps, address: string): Promise<boolean> {
  const { rateLimiter, rateLimits, now } = deps;
  // The key holds a digest, never the address: rate-limit counters are no place for guests' data.
  const key = `receipt:address:${hashToken(address.trim().toLowerCase()).slice(0, 32)}`;
  return rateLimiter.hit(key, rateLimits.receiptsPerAddressPerDay, DAY_MS, now());
}
