import type { OpeningHoursLike, SpecialHourLike } from "@tischservice/core/rules";

/** What the widget shows of a restaurant (`GET /api/restaurants/{id}`). */
export interface RestaurantInfo {
  id: string;
  name: string;
  /** Absolute URL on the API host, or null. */
  bannerUrl: string | null;
  website: string;
  address: string;
  timeZone: string;
  /** The restaurant's phone as it gives it; "" when unknown. */
  phone: string;
}

/** Opening hours and special hours, for greying out closed days; null parts were not readable. */
export interface Schedule {
  openingHours: OpeningHoursLike | null;
  specialHours: SpecialHourLike[];
  /** Days ahead the restaurant takes online bookings (its booking horizon); null: not said. */
  horizonDays?: number | null;
}
