import * as z from "zod";
import { bookingPageAddressTexts } from "../texts/booking-page-address.ts";
import { SUB_USER_RESTAURANT_SUFFIX_MAX_LENGTH } from "./constants.ts";

/**
 * Slugs no restaurant may choose: names of the platform's own paths and words that would read as the
 * platform speaking (a booking page at `/r/admin` or a login `kellner@support`).
 */
export const RESERVED_RESTAURANT_SLUGS: ReadonlySet<string> = new Set([
  "admin",
  "api",
  "app",
  "r",
  "widget",
  "www",
  "rwg",
  "static",
  "assets",
  "login",
  "signup",
  "help",
  "hilfe",
  "support",
  "tischservice",
]);

export const isReservedRestaurantSlug = (slug: string) => RESERVED_RESTAURANT_SLUGS.has(slug);

/**
 * A slug the owner types for the booking page `/r/{slug}`: trimmed and lowercased (a capital typed on a
 * phone is no error), then lowercase letters and digits only, at most 20 characters, and not reserved.
 */
export const editableRestaurantSlugSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(1, bookingPageAddressTexts.empty)
      .max(SUB_USER_RESTAURANT_SUFFIX_MAX_LENGTH, bookingPageAddressTexts.tooLong)
      .regex(/^[a-z0-9]+$/, bookingPageAddressTexts.shape)
      .refine((slug) => !isReservedRestaurantSlug(slug), bookingPageAddressTexts.reserved),
  );

/** The first problem of a typed slug in German, or null when it may be saved (taken or not: the API says). */
export function restaurantSlugProblem(value: string): string | null {
  const result = editableRestaurantSlugSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? bookingPageAddressTexts.shape);
}
