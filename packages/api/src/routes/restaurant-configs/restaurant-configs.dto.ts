import { weekdayNameKeys } from "@tischservice/core";
import { z } from "zod";
import type { DayHours, OpeningHours, restaurantConfigs, restaurants } from "../../db/schema/index.ts";

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
    slotInterval: z.number(),
    bookingLeadTime: z.number(),
    autoConfirmReservations: z.boolean(),
    emailNotificationsEnabled: z.boolean(),
    timeZone: z.string(),
    /** The version of the configuration; a save may send it back as `expectedUpdatedAt`. */
    updatedAt: z.string(),
  })
  .meta({ id: "RestaurantConfig" });
export type ConfigDto = z.infer<typeof ConfigDtoSchema>;

export const closedDay = (): DayHours => ({
  isOpen: false,
  openTime: "",
  closeTime: "",
  hasLunchBreak: false,
  lunchBreakStart: "",
  lunchBreakEnd: "",
});

/** Every weekday present (an absent day reads as closed). */
export function completeOpeningHours(hours: Partial<OpeningHours>): OpeningHours {
  return Object.fromEntries(
    weekdayNameKeys.map((day) => [day, { ...closedDay(), ...hours[day] }]),
  ) as OpeningHours;
}

export function toConfigDto(
  config: typeof restaurantConfigs.$inferSelect,
  restaurant: typeof restaurants.$inferSelect,
): ConfigDto {
  return {
    _id: config.id,
    id: config.id,
    userId: restaurant.ownerId,
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    restaurant_name: restaurant.name,
    openingHours: completeOpeningHours(config.openingHours),
    reservationDuration: config.reservationDuration,
    slotInterval: config.slotInterval,
    bookingLeadTime: config.bookingLeadTime,
    autoConfirmReservations: config.autoConfirmReservations,
    emailNotificationsEnabled: config.emailNotificationsEnabled,
    timeZone: restaurant.timeZone,
    updatedAt: config.updatedAt.toISOString(),
  };
}
