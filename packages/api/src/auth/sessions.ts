import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Db, Tx } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import type { AppBindings, SessionUser } from "../lib/types.ts";
import { hashToken, randomToken } from "./tokens.ts";

export const SESSION_COOKIE = "ts_session";
const DAY_MS = 24 * 60 * 60 * 1000;
/** "Angemeldet bleiben": 30 days. */
export const REMEMBER_ME_MS = 30 * DAY_MS;
/** Without it the cookie ends with the browser session; the server forgets it after a day at most. */
export const BROWSER_SESSION_MS = DAY_MS;

export async function createSession(db: Db | Tx, userId: string, rememberMe: boolean, now: Date) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + (rememberMe ? REMEMBER_ME_MS : BROWSER_SESSION_MS));
  await db.insert(sessions).values({ id: hashToken(token), userId, rememberMe, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export function setSessionCookie(c: Context<AppBindings>, token: string, rememberMe: boolean): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c),
    path: "/",
    ...(rememberMe ? { maxAge: REMEMBER_ME_MS / 1000 } : {}),
  });
}

export function clearSessionCookie(c: Context<AppBindings>): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttps(c), httpOnly: true, sameSite: "Lax" });
}

function isHttps(c: Context<AppBindings>): boolean {
  const { deps } = c.var;
  if (deps.publicOrigin.startsWith("https:")) return true;
  if (deps.trustProxy && c.req.header("x-forwarded-proto") === "https") return true;
  return new URL(c.req.url).protocol === "https:";
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
};

/**
 * The user behind the request's session cookie, if the session exists, has not expired and its user is not
 * deactivated (deactivating also deletes the sessions; this holds even if one was missed).
 */
export async function readSession(
  c: Context<AppBindings>,
): Promise<{ user: SessionUser; sessionId: string } | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 200) return null;
  const sessionId = hashToken(token);
  const { db, now } = c.var.deps;
  const [row] = await db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now()), isNull(users.deactivatedAt)))
    .limit(1);
  return row ? { user: row, sessionId } : null;
}

export async function endSession(db: Db | Tx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, optionally keeping the one making the request. */
export async function endUserSessions(
  db: Db | Tx,
  userId: string,
  keepSessionId?: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}
