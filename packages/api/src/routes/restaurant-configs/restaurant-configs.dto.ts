import { editableWeek, maxOnlinePartySizeOf, stayDurationsOf } from "@tischservice/core";
import { z } from "zod";
import type { restaurantConfigs, restaurants } from "../../db/schema/index.ts";

const DayHoursDto = z.object({
  isOpen: z.boolean(),
  openTime: z.string(),
  closeTime: z.string(),
  hasLunchBreak: z.boolean(),
  lunchBreakStart: z.string(),
  lunchBreakEnd: z.string(),
});

export const ConfigDtoSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    restaurantId: z.string(),
    restaurantName: z.string(),
    restaurant_name: z.string(),
    openingHours: z.record(z.string(), DayHoursDto),
    reservationDuration: z.number(),
    /** Stay length by party size: the list that applies, the last row without `maxGuests`. */
    stayDurations: z.array(z.object({ maxGuests: z.number().int().optional(), minutes: z.number().int() })),
    /** The largest party that books online; above it, up to 30, an enquiry. */
    maxOnlinePartySize: z.number().int(),
    slotInterval: z.number(),
    bookingLeadTime: z.number(),
    autoConfirmReservations: z.boolean(),
    emailNotificationsEnabled: z.boolean(),
    /** The guest book's "Stammgast" from this many completed visits. */
    regularGuestVisits: z.number().int(),
    /** "Nach Nichterscheinen automatisch sperren": after this many no-shows; null: off. */
    autoBlockNoShows: z.number().int().nullable(),
    /** Reminder mails to guests. */
    reminderEnabled: z.boolean(),
    /** "Mit Google reservieren": Reserve with Google books for this restaurant (while it is listed). */
    reserveWithGoogle: z.boolean(),
    /** "24h" before the start or "morning" (09:00 restaurant time on the day). */
    reminderTiming: z.enum(["24h", "morning"]),
    /** Days ahead guests may book online (1–730). */
    bookingHorizonDays: z.number().int(),
    /** "HH:MM" after which online bookings for today close; null: no cut-off. */
    sameDayCutoff: z.string().nullable(),
    /** Arrivals online bookings may fill per window of the clock; null: no pacing. */
    pacing: z
      .object({
        windowMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]),
        maxGuests: z.number().int().nullable(),
        maxBookings: z.number().int().nullable(),
      })
      .nullable(),
    /** Percent of the seats online bookings may fill at one moment (10–100). */
    onlineSeatShare: z.number().int(),
    /** Hours before the start after which guests can no longer change their booking themselves (0–72). */
    changeCutoffHours: z.number().int(),
    timeZone: z.string(),
    /** The owner's shorter reservation retention period in months; null: the platform's period applies. */
    reservationRetentionMonths: z.number().int().nullable(),
    /** The platform's reservation period: the longest the restaurant may set. */
    platformReservationRetentionMonths: z.number().int(),
    /** The version of the configuration; a save may send it back as `expectedUpdatedAt`. */
    updatedAt: z.string(),
  })
  .meta({ id: "RestaurantConfig" });
export type ConfigDto = z.infer<typeof ConfigDtoSchema>;

export function toConfigDto(
  config: typeof restaurantConfigs.$inferSelect,
  restaurant: typeof restaurants.$inferSelect,
  platformReservationMonths: number,
): ConfigDto {
  return {
    _id: config.id,
    id: config.id,
    userId: restaurant.ownerId,
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    restaurant_name: restaurant.name,
    openingHours: editableWeek(config.openingHours),
    reservationDuration: config.reservationDuration,
    stayDurations: stayDurationsOf(config).map((row) => ({ ...row })),
    maxOnlinePartySize: maxOnlinePartySizeOf(config),
    slotInterval: config.slotInterval,
    bookingLeadTime: config.bookingLeadTime,
    autoConfirmReservations: config.autoConfirmReservations,
    emailNotificationsEnabled: config.emailNotificationsEnabled,
    regularGuestVisits: config.regularGuestVisits,
    autoBlockNoShows: config.autoBlockNoShows,
    reminderEnabled: config.reminderEnabled,
    reserveWithGoogle: config.reserveWithGoogle,
    reminderTiming: config.reminderTiming,
    bookingHorizonDays: config.bookingHorizonDays,
    sameDayCutoff: config.sameDayCutoff || null,
    pacing: config.pacing,
    onlineSeatShare: config.onlineSeatShare,
    changeCutoffHours: config.changeCutoffHours,
    timeZone: restaurant.timeZone,
    reservationRetentionMonths: config.reservationRetentionMonths,
    platformReservationRetentionMonths: platformReservationMonths,
    updatedAt: config.updatedAt.toISOString(),
  };
}
