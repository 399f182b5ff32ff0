import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, URL-safe: session cookies and reset links. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as their SHA-256, so a database leak does not hand out sessions or links. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
