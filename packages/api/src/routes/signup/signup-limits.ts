import type { Context } from "hono";
import { clientIp } from "../../lib/client-ip.ts";
import { refuseIfLimited } from "../../lib/refuse-if-limited.ts";
import type { AppBindings } from "../../lib/types.ts";

/**
 * Counts one sign-up or resend per address and per client (each `kind` has its own counters); over the
 * limit it answers 429 with `Retry-After` and `code: "rate_limited"` before anything is read or written.
 */
export async function limitSignup(
  c: Context<AppBindings>,
  kind: "signup" | "resend",
  email: string,
): Promise<void> {
  const { rateLimiter, rateLimits, now } = c.var.deps;
  const at = now();
  const byClient = await rateLimiter.consume(
    `${kind}:ip:${clientIp(c)}`,
    rateLimits.signupPerIp,
    rateLimits.windowMs,
    at,
  );
  const byAddress = await rateLimiter.consume(
    `${kind}:address:${email}`,
    rateLimits.signupPerAddress,
    rateLimits.windowMs,
    at,
  );
  refuseIfLimited(c, [byClient, byAddress]);
}
