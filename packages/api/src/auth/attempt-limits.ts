import { accountSecurityTexts } from "@tischservice/core";
import type { Context } from "hono";
import type { AppBindings } from "../app/types.ts";
import { type AttemptCounter, limitAttempts } from "../http/refuse-if-limited.ts";
import { clientIp } from "../lib/client-ip.ts";
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
  const { rateLimits } = c.var.deps;
  const ip = clientIp(c);
  const pairKey = `login:pair:${digest(`${ip}\n${identifier}`)}`;
  const counters: AttemptCounter[] = [
    { key: `login:ip:${ip}`, limit: rateLimits.loginPerIp },
    { key: pairKey, limit: rateLimits.loginPerAddress },
  ];
  if (!trustedBrowser) {
    counters.push({
      key: `login:account:${digest(identifier)}`,
      limit: rateLimits.loginPerAccount,
      windowMs: rateLimits.loginAccountWindowMs,
    });
  }
  await limitAttempts(c, counters, accountSecurityTexts.tooManySignInAttempts);
  return { pairKey };
}

/** `reset-password` attempts per client and per token, before the token is looked at. */
export function limitPasswordReset(c: Context<AppBindings>, token: string): Promise<void> {
  const { rateLimits } = c.var.deps;
  return limitAttempts(
    c,
    [
      { key: `reset:ip:${clientIp(c)}`, limit: rateLimits.resetPerIp },
      { key: `reset:token:${digest(token)}`, limit: rateLimits.resetPerToken },
    ],
    accountSecurityTexts.tooManyResetAttempts,
  );
}

/** `change-password` attempts per account, counted before the current password is checked. */
export function limitPasswordChange(c: Context<AppBindings>, userId: string): Promise<void> {
  const limit = c.var.deps.rateLimits.passwordChangePerAccount;
  const key = `password-change:user:${userId}`;
  return limitAttempts(c, [{ key, limit }], accountSecurityTexts.tooManyPasswordChanges);
}

/** Image uploads per account, counted before the file is read. */
export function limitUploads(c: Context<AppBindings>, userId: string): Promise<void> {
  const limit = c.var.deps.rateLimits.uploadsPerAccount;
  return limitAttempts(c, [{ key: `upload:user:${userId}`, limit }], accountSecurityTexts.tooManyUploads);
}
