import { accountSecurityTexts } from "@tischservice/core";
import type { Context } from "hono";
import { clientIp } from "../lib/client-ip.ts";
import { refuseIfLimited } from "../lib/refuse-if-limited.ts";
import type { AppBindings } from "../lib/types.ts";
import { hashToken } from "./tokens.ts";

/** Keys never hold what was typed (it may be a password): only a digest of it. */
const digest = (value: string) => hashToken(value).slice(0, 32);

/**
 * Sign-in attempts, counted before the password is checked (in the database: the same for every
 * process): per client; per address and client together (reset by a success), so a stranger cannot
 * lock the owner out from elsewhere; and per account from any browser the account does not trust, a
 * slower limit that a stranger using many clients runs into, never the owner's own browser.
 * Returns the key to reset after a successful sign-in.
 */
export async function limitSignIn(
  c: Context<AppBindings>,
  identifier: string,
  trustedBrowser: boolean,
): Promise<{ pairKey: string }> {
  const { rateLimiter, rateLimits, now } = c.var.deps;
  const at = now();
  const ip = clientIp(c);
  const pairKey = `login:pair:${digest(`${ip}\n${identifier}`)}`;
  const decisions = [
    await rateLimiter.consume(`login:ip:${ip}`, rateLimits.loginPerIp, rateLimits.windowMs, at),
    await rateLimiter.consume(pairKey, rateLimits.loginPerAddress, rateLimits.windowMs, at),
  ];
  if (!trustedBrowser) {
    decisions.push(
      await rateLimiter.consume(
        `login:account:${digest(identifier)}`,
        rateLimits.loginPerAccount,
        rateLimits.loginAccountWindowMs,
        at,
      ),
    );
  }
  refuseIfLimited(c, decisions, accountSecurityTexts.tooManySignInAttempts);
  return { pairKey };
}

/** `reset-password` attempts per client and per token, before the token is looked at. */
export async function limitPasswordReset(c: Context<AppBindings>, token: string): Promise<void> {
  const { rateLimiter, rateLimits, now } = c.var.deps;
  const at = now();
  const decisions = [
    await rateLimiter.consume(`reset:ip:${clientIp(c)}`, rateLimits.resetPerIp, rateLimits.windowMs, at),
    await rateLimiter.consume(
      `reset:token:${digest(token)}`,
      rateLimits.resetPerToken,
      rateLimits.windowMs,
      at,
    ),
  ];
  refuseIfLimited(c, decisions, accountSecurityTexts.tooManyResetAttempts);
}

/** One attempt of an account's action against its per-window limit; 429 with when to retry once used up. */
async function limitPerAccount(
  c: Context<AppBindings>,
  key: string,
  limit: number,
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  const { rateLimiter, rateLimits, now } = c.var.deps;
  refuseIfLimited(c, [await rateLimiter.consume(key, limit, rateLimits.windowMs, now())], message);
}

/** `change-password` attempts per account, counted before the current password is checked. */
export function limitPasswordChange(c: Context<AppBindings>, userId: string): Promise<void> {
  const limit = c.var.deps.rateLimits.passwordChangePerAccount;
  return limitPerAccount(
    c,
    `password-change:user:${userId}`,
    limit,
    accountSecurityTexts.tooManyPasswordChanges,
  );
}

/** Image uploads per account, counted before the file is read. */
export function limitUploads(c: Context<AppBindings>, userId: string): Promise<void> {
  const limit = c.var.deps.rateLimits.uploadsPerAccount;
  return limitPerAccount(c, `upload:user:${userId}`, limit, accountSecurityTexts.tooManyUploads);
}
