import type { Context } from "hono";
import type { AppBindings } from "../../app/types.ts";
import { hashToken } from "../../auth/tokens.ts";
import { limitAttempts } from "../../http/refuse-if-limited.ts";
import { clientIp } from "../../lib/client-ip.ts";

/**
 * Counts one sign-up or resend per address and per client (each `kind` has its own counters); over the
 * limit it answers 429 with `Retry-After` and `code: "rate_limited"` before anything is read or written.
 */
export async function limitSignup(
  c: Context<AppBindings>,
  kind: "signup" | "resend",
  email: string,
): Promise<void> {
  const { rateLimits } = c.var.deps;
  await limitAttempts(c, [
    { key: `${kind}:ip:${clientIp(c)}`, limit: rateLimits.signupPerIp },
    // A digest of the address: counters outlive requests and are no place for anyone's address.
    { key: `${kind}:address:${hashToken(email).slice(0, 32)}`, limit: rateLimits.signupPerAddress },
  ]);
}
