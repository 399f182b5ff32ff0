import * as z from "zod";
import { SUB_USER_RESTAURANT_SUFFIX_MAX_LENGTH } from "../rules/constants.ts";
import { WEEKDAY_KEYS } from "../rules/wire-date.ts";
import { dateStringSchema } from "./common.ts";
import { menuItemTypeSchema } from "./menu-item.ts";

/** A restaurant's slug as it is stored: lowercase letters and digits, given once at creation. */
export const restaurantSlugSchema = z
  .string()
  .regex(new RegExp(`^[a-z0-9]{1,${SUB_USER_RESTAURANT_SUFFIX_MAX_LENGTH}}$`));

/** `{slug}` in a path (`GET /api/booking-pages/{slug}`). */
export const restaurantSlugParamsSchema = z.strictObject({ slug: restaurantSlugSchema });

/** One opening period, `HH:MM`; an end before the start runs past midnight. */
export const bookingPagePeriodSchema = z.object({ start: z.string(), end: z.string() });

/** One weekday of the weekly hours, Monday first; no periods: closed. */
export const bookingPageWeekdaySchema = z.object({
  weekday: z.enum(WEEKDAY_KEYS),
  periods: z.array(bookingPagePeriodSchema),
});

/** A closure or changed hours in the coming weeks, as consecutive days (`from`..`to`, inclusive). */
export const bookingPageSpecialDaySchema = z.object({
  title: z.string(),
  from: dateStringSchema,
  to: dateStringSchema,
  closed: z.boolean(),
  /** The changed hours; empty when closed or when the day keeps its weekday's hours. */
  periods: z.array(bookingPagePeriodSchema),
});

export const bookingPageMenuItemSchema = z.object({
  name: z.string(),
  priceCents: z.number().int(),
  type: menuItemTypeSchema,
});

/**
 * What a restaurant's public booking page (`/r/{slug}`) shows: its public fields, its weekly hours, the
 * special days of the coming weeks and a few dishes. `indexable` is false for a restaurant hidden from
 * the partner list or made by the demo seed: its page works, search engines are asked to skip it.
 */
export const bookingPageSchema = z
  .object({
    restaurantId: z.string(),
    slug: restaurantSlugSchema,
    name: z.string(),
    cuisine: z.string(),
    description: z.string(),
    address: z.string(),
    phone: z.string(),
    website: z.string(),
    /** Path of the banner upload (`/api/uploads/{id}`), or null. */
    bannerUrl: z.string().nullable(),
    /** The page's canonical URL. */
    url: z.string(),
    indexable: z.boolean(),
    timeZone: z.string(),
    /** Monday to Sunday; empty when the restaurant has no opening hours. */
    openingHours: z.array(bookingPageWeekdaySchema),
    specialDays: z.array(bookingPageSpecialDaySchema),
    menuHighlights: z.array(bookingPageMenuItemSchema),
  })
  .meta({ id: "BookingPage" });
export type BookingPage = z.infer<typeof bookingPageSchema>;
export type BookingPagePeriod = z.infer<typeof bookingPagePeriodSchema>;
export type BookingPageSpecialDay = z.infer<typeof bookingPageSpecialDaySchema>;
