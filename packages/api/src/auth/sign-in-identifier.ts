import { apiAnswerTexts, looksLikeLoginIdentifier } from "@tischservice/core";
import { hashToken } from "./tokens.ts";

/** What the audit log stores for a failed sign-in with no matching account. */
export const UNRECOGNISED_IDENTIFIER = apiAnswerTexts.auth.unrecognisedIdentifier;

/**
 * The identifier of a failed sign-in as the audit log may keep it: an existing account's login, or what
 * looks like an address or a sub-user login; anything else may be a password typed into the wrong field.
 */
export function auditableIdentifier(identifier: string, account: { email: string } | undefined): string {
  if (account) return account.email;
  return looksLikeLoginIdentifier(identifier) ? identifier : UNRECOGNISED_IDENTIFIER;
}

/**
 * Log fields of a failed sign-in: whether the identifier looks like a login and, only then, a digest prefix
 * to tell repeated tries apart. Something else (maybe a password) leaves no trace, not even a digest.
 */
export function identifierLogFields(identifier: string) {
  const looksLikeLogin = looksLikeLoginIdentifier(identifier);
  return {
    identifierLooksLikeLogin: looksLikeLogin,
    ...(looksLikeLogin ? { identifierDigest: hashToken(identifier).slice(0, 12) } : {}),
  };
}
