import { createHash, timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";

export interface RwgCredentials {
  username: string;
  password: string;
}

// Hashing first gives both sides the same length, so the comparison's time says nothing about either.
const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** The user and password of an `Authorization: Basic ...` header, or null. */
function basicCredentials(header: string | undefined): RwgCredentials | null {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** HTTP Basic with the configured pair; both parts are always compared, in constant time. */
export const rwgBasicAuth = (expected: RwgCredentials) =>
  createMiddleware(async (c, next) => {
    const given = basicCredentials(c.req.header("authorization"));
    const userOk = same(given?.username ?? "", expected.username);
    const passwordOk = same(given?.password ?? "", expected.password);
    if (!given || !userOk || !passwordOk) {
      c.header("WWW-Authenticate", 'Basic realm="rwg", charset="UTF-8"');
      return c.json({ error: "unauthenticated" }, 401);
    }
    await next();
  });
