import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppBindings } from "../app/types.ts";
import { isHttpsRequest } from "../lib/client-ip.ts";

/** The session cookie over http (development); over https it is `__Host-ts_session`. */
export const SESSION_COOKIE = "ts_session";

/**
 * A cookie's name for the request's mode: over https with the `__Host-` prefix (the browser then insists
 * on Secure, Path=/ and no Domain, so no subdomain can set or overwrite it), plain over http.
 */
export function cookieNameFor(c: Context<AppBindings>, base: string): string {
  return isHttpsRequest(c) ? `__Host-${base}` : base;
}

/** The cookie options of our httpOnly cookies; `maxAgeMs` unset = a browser-session cookie. */
export function cookieOptions(c: Context<AppBindings>, maxAgeMs?: number) {
  return {
    httpOnly: true,
    sameSite: "Lax" as const,
    secure: isHttpsRequest(c),
    path: "/",
    ...(maxAgeMs !== undefined ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
  };
}

/** The session token the browser sent under the name of the request's mode (too long: none). */
export function readSessionToken(c: Context<AppBindings>): string | null {
  const token = getCookie(c, cookieNameFor(c, SESSION_COOKIE));
  return token && token.length <= 200 ? token : null;
}

export function writeSessionCookie(c: Context<AppBindings>, token: string, maxAgeMs?: number): void {
  setCookie(c, cookieNameFor(c, SESSION_COOKIE), token, cookieOptions(c, maxAgeMs));
}

export function clearSessionCookie(c: Context<AppBindings>): void {
  const { maxAge: _none, ...options } = cookieOptions(c);
  deleteCookie(c, cookieNameFor(c, SESSION_COOKIE), options);
}
