import * as z from "zod";
import { SUB_USER_RESTAURANT_SUFFIX_MAX_LENGTH } from "./constants.ts";

const emailShape = z.email();
/** `username@restaurant` as `subUserLoginName` builds it: username as the sub-user schema allows, slug a-z0-9. */
const subUserLoginShape = new RegExp(
  `^[a-z0-9_]{1,50}@[a-z0-9]{1,${SUB_USER_RESTAURANT_SUFFIX_MAX_LENGTH}}$`,
  "i",
);

/** Whether an identifier is a sub-user's login `username@restaurant` (no address: mail cannot reach it). */
export function looksLikeSubUserLogin(identifier: string): boolean {
  return subUserLoginShape.test(identifier.trim()) && !emailShape.safeParse(identifier.trim()).success;
}

/**
 * Whether a sign-in identifier has the shape of a login: an e-mail address or a sub-user's
 * `username@restaurant`. Anything else may be a password typed into the wrong field: the server then
 * neither stores nor logs it (failed sign-ins record a placeholder).
 */
export function looksLikeLoginIdentifier(identifier: string): boolean {
  const text = identifier.trim();
  return subUserLoginShape.test(text) || emailShape.safeParse(text).success;
}
