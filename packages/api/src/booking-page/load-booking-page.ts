import { type BookingPage, bookingPageUrl, wireDateOfInstant } from "@tischservice/core";
import { and, asc, eq, gte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { menuItems, restaurantConfigs, restaurants, specialHours } from "../db/schema/index.ts";
import { ownerInGoodStanding } from "../restaurants/owner-standing.ts";
import { bannerUrlOf } from "../routes/restaurants/restaurants.dto.ts";
import { upcomingSpecialDays, weeklyHours } from "./page-hours.ts";

/** How many dishes the page shows: a taste of the menu, not the menu. */
export const MENU_HIGHLIGHTS = 6;

/** The booking page's path for a slug: core's, which the dashboard's link and the QR code share. */
export { bookingPagePath } from "@tischservice/core";

// Mains first: they say most about a kitchen; drinks last.
const menuOrder = sql`case ${menuItems.type} when 'main' then 0 when 'appetizer' then 1 when 'dessert' then 2 else 3 end`;

/**
 * Everything a restaurant's booking page shows, or null when no restaurant has the slug or its owner is
 * unconfirmed or deactivated (such a restaurant takes no bookings and never appears in public). The HTML
 * page and the JSON route both read through here.
 */
export async function loadBookingPage(
  db: Db,
  slug: string,
  options: { now: Date; publicOrigin: string },
): Promise<BookingPage | null> {
  const [found] = await db
    .select({ restaurant: restaurants, openingHours: restaurantConfigs.openingHours })
    .from(restaurants)
    .leftJoin(restaurantConfigs, eq(restaurantConfigs.restaurantId, restaurants.id))
    .where(and(eq(restaurants.slug, slug), ownerInGoodStanding(db)))
    .limit(1);
  if (!found) return null;
  const { restaurant, openingHours } = found;
  const today = wireDateOfInstant(options.now, restaurant.timeZone) ?? wireDateOfInstant(options.now);
  if (!today) return null;
  const [specialRows, menuRows] = await Promise.all([
    db
      .select()
      .from(specialHours)
      .where(
        and(
          eq(specialHours.restaurantId, restaurant.id),
          or(gte(specialHours.endDate, today), eq(specialHours.isRecurring, true)),
        ),
      )
      .orderBy(asc(specialHours.startDate)),
    db
      .select({ name: menuItems.name, priceCents: menuItems.priceCents, type: menuItems.type })
      .from(menuItems)
      .where(eq(menuItems.restaurantId, restaurant.id))
      .orderBy(menuOrder, asc(menuItems.createdAt), asc(menuItems.id))
      .limit(MENU_HIGHLIGHTS),
  ]);
  const entries = specialRows.map((row) => ({
    title: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    type: row.type,
    isClosed: row.isClosed,
    isRecurring: row.isRecurring,
    customHours: row.openTime && row.closeTime ? { openTime: row.openTime, closeTime: row.closeTime } : null,
  }));
  return {
    restaurantId: restaurant.id,
    slug: restaurant.slug,
    name: restaurant.name,
    cuisine: restaurant.cuisine,
    description: restaurant.description,
    address: restaurant.address,
    phone: restaurant.phone,
    website: restaurant.website,
    bannerUrl: bannerUrlOf(restaurant.bannerUploadId),
    url: bookingPageUrl(options.publicOrigin, restaurant.slug),
    indexable: restaurant.listed && !restaurant.isDemo,
    timeZone: restaurant.timeZone,
    openingHours: weeklyHours(openingHours),
    specialDays: upcomingSpecialDays(today, openingHours, entries),
    menuHighlights: menuRows,
  };
}
