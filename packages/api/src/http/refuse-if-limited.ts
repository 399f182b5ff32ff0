import type { Context } from "hono";
import type { AppBindings } from "../app/types.ts";
import { ApiError, messages } from "../lib/errors.ts";
import type { RateDecision } from "./rate-limit.ts";

/**
 * 429 with `Retry-After` (the longest wait of the refusing decisions), `code: "rate_limited"` and the
 * message (the general one unless given, which may name the wait), when any of the decisions refused.
 */
export function refuseIfLimited(
  c: Context<AppBindings>,
  decisions: readonly RateDecision[],
  message: (retryAfterSeconds: number) => string = () => messages.tooManyRequests,
): void {
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return;
  const retryAfter = Math.max(...refused.map((decision) => decision.retryAfterSeconds));
  c.header("Retry-After", String(retryAfter));
  throw new ApiError(429, message(retryAfter), { code: "rate_limited" });
}

/** One counter an attempt is counted against: its key, its limit, and its window (the usual one unless given). */
export interface AttemptCounter {
  key: string;
  limit: number;
  windowMs?: number;
}

/** Counts one attempt against each counter (in order, at one instant), then `refuseIfLimited`. */
export async function limitAttempts(
  c: Context<AppBindings>,
  counters: readonly AttemptCounter[],
  message?: (retryAfterSeconds: number) => string,
): Promise<void> {
  const { rateLimiter, rateLimits, now } = c.var.deps;
  const at = now();
  const decisions: RateDecision[] = [];
  for (const { key, limit, windowMs = rateLimits.windowMs } of counters)
    decisions.push(await rateLimiter.consume(key, limit, windowMs, at));
  refuseIfLimited(c, decisions, message);
}
