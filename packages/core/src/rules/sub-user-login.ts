import { SUB_USER_RESTAURANT_SUFFIX_MAX_LENGTH } from "./constants.ts";

const GERMAN_TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/**
 * The restaurant part of a sub-user's login name: lowercased; German umlauts and ß transliterated
 * (ä→ae, ö→oe, ü→ue, ß→ss); other accents dropped (é→e); everything but a-z and 0-9 removed; cut to
 * 20 characters; 'restaurant' when nothing is left.
 */
export function subUserRestaurantSlug(restaurantName: string | null | undefined): string {
  const slug = (restaurantName ?? "")
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => GERMAN_TRANSLITERATION[char] ?? "")
    .normalize("NFD")
    .replace(/[^a-z0-9]/g, "")
    .slice(0, SUB_USER_RESTAURANT_SUFFIX_MAX_LENGTH);
  return slug === "" ? "restaurant" : slug;
}

/** The login name shown for a new sub-user: `username@restaurant` (username trimmed and lowercased). */
export function subUserLoginName(username: string, restaurantName: string | null | undefined): string {
  return `${username.trim().toLowerCase()}@${subUserRestaurantSlug(restaurantName)}`;
}
