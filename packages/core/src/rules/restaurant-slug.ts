import { SUB_USER_RESTAURANT_SUFFIX_MAX_LENGTH } from "./constants.ts";

const GERMAN_TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/**
 * The slug a restaurant's name gives: lowercased; German umlauts and ß transliterated (ä→ae, ö→oe, ü→ue,
 * ß→ss); other accents dropped (é→e); everything but a-z and 0-9 removed; cut to 20 characters
 * (`SUB_USER_RESTAURANT_SUFFIX_MAX_LENGTH`); 'restaurant' when nothing is left. A restaurant gets its slug
 * once, when it is created (made unique with `slugCandidate`), and keeps it when renamed.
 */
export function restaurantSlug(restaurantName: string | null | undefined): string {
  const slug = (restaurantName ?? "")
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => GERMAN_TRANSLITERATION[char] ?? "")
    .normalize("NFD")
    .replace(/[^a-z0-9]/g, "")
    .slice(0, SUB_USER_RESTAURANT_SUFFIX_MAX_LENGTH);
  return slug === "" ? "restaurant" : slug;
}

/**
 * The `n`-th slug to try for a restaurant whose name gives `slug`: the slug itself for 1, otherwise the
 * slug with `n` appended, cut so that the whole stays within 20 characters (`trattoriademo` → 2:
 * `trattoriademo2`; `dasrestaurantammarkt` → 2: `dasrestaurantammark2`). A new restaurant takes the first
 * candidate no other restaurant has.
 */
export function slugCandidate(slug: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`slug candidate ${n}: a whole number from 1`);
  if (n === 1) return slug;
  const suffix = String(n);
  return `${slug.slice(0, SUB_USER_RESTAURANT_SUFFIX_MAX_LENGTH - suffix.length)}${suffix}`;
}
