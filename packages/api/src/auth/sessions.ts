import { REMEMBER_ME_DAYS } from "@tischservice/core";
import { and, eq, gt, isNull, lte, ne } from "drizzle-orm";
import type { Context } from "hono";
import type { AppBindings, SessionUser } from "../app/types.ts";
import type { Db, Tx } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import {
  deletePushSubscriptionsOfSession,
  deletePushSubscriptionsOfUserSessions,
} from "./push-subscriptions-of-session.ts";
import { readSessionToken, writeSessionCookie } from "./session-cookie.ts";
import { hashToken, randomToken } from "./tokens.ts";
import { purgeStaleTrustedDevices } from "./trusted-devices.ts";

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** "Angemeldet bleiben": core's days, fixed. */
export const REMEMBER_ME_MS = REMEMBER_ME_DAYS * DAY_MS;
/** Without it the cookie ends with the browser; the server ends the session after 24 h without a request. */
export const IDLE_TIMEOUT_MS = DAY_MS;
/** A session's `last_seen_at` (and a sliding session's end) is written at most once a minute. */
export const TOUCH_EVERY_MS = MINUTE_MS;

export async function createSession(db: Db | Tx, userId: string, rememberMe: boolean, now: Date) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + (rememberMe ? REMEMBER_ME_MS : IDLE_TIMEOUT_MS));
  await db
    .insert(sessions)
    .values({ id: hashToken(token), userId, rememberMe, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

export function setSessionCookie(c: Context<AppBindings>, token: string, rememberMe: boolean): void {
  writeSessionCookie(c, token, rememberMe ? REMEMBER_ME_MS : undefined);
}

/** Ends the session the browser's cookie still names: a new sign-in in a browser replaces its previous one. */
export async function endBrowserSession(c: Context<AppBindings>, db: Db | Tx = c.var.deps.db): Promise<void> {
  const previous = readSessionToken(c);
  if (previous) await endSession(db, hashToken(previous));
}

/** Signs the browser in: its previous session ends, a new one starts and its cookie is set. */
export async function startSession(c: Context<AppBindings>, userId: string, rememberMe: boolean) {
  const { db, now } = c.var.deps;
  await endBrowserSession(c, db);
  const session = await createSession(db, userId, rememberMe, now());
  setSessionCookie(c, session.token, rememberMe);
  return session;
}

export const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  isSubuser: users.isSubuser,
  parentUserId: users.parentUserId,
  restaurantId: users.restaurantId,
  createdAt: users.createdAt,
  isDemo: users.isDemo,
};

/** A session that exists, has not expired and whose user is not deactivated. */
const isActive = (sessionId: string, now: Date) =>
  and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), isNull(users.deactivatedAt));

/**
 * The user behind the request's session cookie, if the session is active. Each request of a session
 * without "Angemeldet bleiben" moves its end to 24 h after it (sliding idle timeout), written at most once
 * a minute; a session in use thus never ends, an idle one does. A session this process saw active within
 * the last 5 seconds is taken from memory (`SessionCache`: revocation still acts within that time, on this
 * process at once).
 */
export async function readSession(
  c: Context<AppBindings>,
): Promise<{ user: SessionUser; sessionId: string } | null> {
  const token = readSessionToken(c);
  if (!token) return null;
  const sessionId = hashToken(token);
  const { db, now, sessionCache } = c.get("deps");
  const at = now();
  const cached = sessionCache.read(sessionId, at, TOUCH_EVERY_MS);
  if (cached) return { user: cached.user, sessionId };
  const generation = sessionCache.generation;
  const [row] = await db
    .select({
      ...sessionUserColumns,
      rememberMe: sessions.rememberMe,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(isActive(sessionId, at))
    .limit(1);
  if (!row) return null;
  const { rememberMe, lastSeenAt: seenAt, expiresAt: endsAt, ...user } = row;
  let lastSeenAt = seenAt;
  let expiresAt = endsAt;
  if (at.getTime() - lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    lastSeenAt = at;
    if (!rememberMe) expiresAt = new Date(at.getTime() + IDLE_TIMEOUT_MS);
    await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, sessionId));
  }
  sessionCache.store(
    sessionId,
    { user, rememberMe, lastSeenAt, expiresAt, checkedAt: at.getTime() },
    generation,
  );
  return { user, sessionId };
}

/** Whether a session is still active (an open event stream re-checks its own on every keepalive). */
export async function isSessionActive(db: Db | Tx, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(isActive(sessionId, now))
    .limit(1);
  return row !== undefined;
}

/**
 * Ends one session, and the push subscriptions it registered. Every process learns of it at commit: the
 * database announces deleted sessions (migration 0007) and open event streams of the session close.
 */
export async function endSession(db: Db | Tx, sessionId: string): Promise<void> {
  await deletePushSubscriptionsOfSession(db, sessionId);
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (optionally keeping the one making the request), the same way. */
export async function endUserSessions(
  db: Db | Tx,
  userId: string,
  keepSessionId?: string | null,
): Promise<void> {
  await deletePushSubscriptionsOfUserSessions(db, userId, keepSessionId);
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}

/**
 * Deletes expired sessions (their streams close like any ended session's; the devices they registered
 * keep their push subscriptions) and device trust unused for a year. For the scheduled clean-up.
 */
export async function purgeExpiredSessions(
  db: Db | Tx,
  now: Date,
): Promise<{ sessions: number; trustedDevices: number }> {
  const expired = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return { sessions: expired.length, trustedDevices: await purgeStaleTrustedDevices(db, now) };
}
