import { and, eq, gt, inArray, lte } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppBindings } from "../app/types.ts";
import type { Db, Tx } from "../db/client.ts";
import { trustedDevices } from "../db/schema/index.ts";
import { cookieNameFor, cookieOptions } from "./session-cookie.ts";
import { hashToken, randomToken } from "./tokens.ts";

/** The device cookie (`__Host-ts_device` over https): tokens of accounts this browser signed in to. */
export const DEVICE_COOKIE = "ts_device";
/** A browser stays trusted for a year after its last successful sign-in to the account. */
export const TRUSTED_DEVICE_MS = 365 * 24 * 60 * 60 * 1000;
/** Accounts one browser is trusted for (a shared tablet with several staff logins). */
const MAX_TOKENS = 5;

function tokensOf(c: Context<AppBindings>): string[] {
  const raw = getCookie(c, cookieNameFor(c, DEVICE_COOKIE)) ?? "";
  return raw
    .split(".")
    .filter((token) => /^[A-Za-z0-9_-]{20,100}$/.test(token))
    .slice(0, MAX_TOKENS);
}

/** The accounts the request's device cookie vouches for: tokens known and used within the last year. */
export async function trustedAccountIds(c: Context<AppBindings>): Promise<Set<string>> {
  const tokens = tokensOf(c);
  if (tokens.length === 0) return new Set();
  const { db, now } = c.var.deps;
  const rows = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(
      and(
        inArray(trustedDevices.tokenHash, tokens.map(hashToken)),
        gt(trustedDevices.lastUsedAt, new Date(now().getTime() - TRUSTED_DEVICE_MS)),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/**
 * After a successful sign-in: the browser's token for this account is renewed (or a new one is made and
 * put first in the cookie), and the cookie lives another year.
 */
export async function trustDevice(c: Context<AppBindings>, userId: string): Promise<void> {
  const { db, now } = c.var.deps;
  const at = now();
  const tokens = tokensOf(c);
  const known =
    tokens.length === 0
      ? []
      : await db
          .update(trustedDevices)
          .set({ lastUsedAt: at })
          .where(
            and(eq(trustedDevices.userId, userId), inArray(trustedDevices.tokenHash, tokens.map(hashToken))),
          )
          .returning({ tokenHash: trustedDevices.tokenHash });
  let kept = tokens;
  if (known.length === 0) {
    const token = randomToken();
    await db
      .insert(trustedDevices)
      .values({ userId, tokenHash: hashToken(token), createdAt: at, lastUsedAt: at });
    kept = [token, ...tokens].slice(0, MAX_TOKENS);
  }
  setCookie(c, cookieNameFor(c, DEVICE_COOKIE), kept.join("."), cookieOptions(c, TRUSTED_DEVICE_MS));
}

/** Forgets every browser trusted for an account (its password was reset: whoever knew it may not skip limits). */
export async function forgetTrustedDevices(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}

/** Deletes trust not used for a year; returns how many. */
export async function purgeStaleTrustedDevices(db: Db | Tx, now: Date): Promise<number> {
  const gone = await db
    .delete(trustedDevices)
    .where(lte(trustedDevices.lastUsedAt, new Date(now.getTime() - TRUSTED_DEVICE_MS)))
    .returning({ id: trustedDevices.id });
  return gone.length;
}
