import * as z from "zod";
import {
  DEFAULT_BOOKING_LEAD_TIME_MINUTES,
  DEFAULT_RESERVATION_DURATION_MINUTES,
  DEFAULT_SLOT_INTERVAL_MINUTES,
  RESERVATION_DURATION_OPTIONS_MINUTES,
  SLOT_INTERVAL_OPTIONS_MINUTES,
} from "../rules/constants.ts";
import { AUTO_BLOCK_NO_SHOWS_MAX, AUTO_BLOCK_NO_SHOWS_MIN } from "../rules/guest-block.ts";
import {
  DEFAULT_REGULAR_GUEST_VISITS,
  REGULAR_GUEST_VISITS_MAX,
  REGULAR_GUEST_VISITS_MIN,
} from "../rules/guest-tags.ts";
import { DEFAULT_REMINDER_TIMING, REMINDER_TIMINGS } from "../rules/reminder.ts";
import { DEFAULT_RESTAURANT_TIME_ZONE, WEEKDAY_KEYS, type WeekdayKey } from "../rules/wire-date.ts";
import { guestBlockTexts } from "../texts/guest-block.ts";
import { settingsValidationTexts } from "../texts/settings-validation.ts";
import { validationTexts } from "../texts/validation.ts";
import { bookingLimitsConfigFields, bookingLimitsRequestFields } from "./booking-limits.ts";
import {
  entityIdSchema,
  idSchema,
  optionalNameSchema,
  optionalTimeStringSchema,
  renameKeys,
} from "./common.ts";
import { itemResponseSchema } from "./envelope.ts";
import { oneOfMinutes } from "./one-of-minutes.ts";
import { restaurantRetentionMonthsSchema } from "./restaurant-retention-months.ts";
import { stayDurationsRequestSchema, stayDurationsResponseSchema } from "./stay-durations.ts";

/** True for an IANA time zone this runtime knows (`Europe/Berlin`, `UTC`, ...). */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: validationTexts.invalidTimeZone })
  .max(64, { error: validationTexts.invalidTimeZone })
  .refine(isValidTimeZone, { error: validationTexts.invalidTimeZone });

const dayHoursFields = {
  isOpen: z.boolean().default(false),
  openTime: optionalTimeStringSchema.default(""),
  closeTime: optionalTimeStringSchema.default(""),
  hasLunchBreak: z.boolean().default(false),
  lunchBreakStart: optionalTimeStringSchema.default(""),
  lunchBreakEnd: optionalTimeStringSchema.default(""),
};

/** One weekday's hours as stored; times may be empty while a day is closed. */
export const dayOpeningHoursSchema = z.object(dayHoursFields);
export type DayOpeningHours = z.infer<typeof dayOpeningHoursSchema>;

/** Opening hours keyed monday..sunday; an absent day is closed. */
export const openingHoursSchema = z.object(
  Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, dayOpeningHoursSchema.optional()])) as Record<
    WeekdayKey,
    z.ZodOptional<typeof dayOpeningHoursSchema>
  >,
);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** One weekday in a request: an open day needs both times, a lunch break needs both of its times. */
export const dayOpeningHoursBodySchema = z.strictObject(dayHoursFields).superRefine((day, ctx) => {
  if (day.isOpen && (day.openTime === "" || day.closeTime === "")) {
    ctx.addIssue({ code: "custom", message: validationTexts.openingTimesRequired, path: ["openTime"] });
  }
  if (day.isOpen && day.hasLunchBreak && (day.lunchBreakStart === "" || day.lunchBreakEnd === "")) {
    ctx.addIssue({
      code: "custom",
      message: validationTexts.lunchBreakTimesRequired,
      path: ["lunchBreakStart"],
    });
  }
});

export const openingHoursBodySchema = z.strictObject(
  Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, dayOpeningHoursBodySchema.optional()])) as Record<
    WeekdayKey,
    z.ZodOptional<typeof dayOpeningHoursBodySchema>
  >,
);

const reservationDurationSchema = oneOfMinutes(
  RESERVATION_DURATION_OPTIONS_MINUTES,
  `Erlaubte Reservierungsdauer: ${RESERVATION_DURATION_OPTIONS_MINUTES.join(", ")} Minuten.`,
);
const slotIntervalSchema = oneOfMinutes(
  SLOT_INTERVAL_OPTIONS_MINUTES,
  `Erlaubter Zeitslot-Abstand: ${SLOT_INTERVAL_OPTIONS_MINUTES.join(", ")} Minuten.`,
);
/** The guest book's "Stammgast" from this many completed visits (3; 1 to 50). */
export const regularGuestVisitsSchema = z
  .number({
    error: settingsValidationTexts.regularGuestVisitsInvalid(
      REGULAR_GUEST_VISITS_MIN,
      REGULAR_GUEST_VISITS_MAX,
    ),
  })
  .int({
    error: settingsValidationTexts.regularGuestVisitsInvalid(
      REGULAR_GUEST_VISITS_MIN,
      REGULAR_GUEST_VISITS_MAX,
    ),
  })
  .min(REGULAR_GUEST_VISITS_MIN, {
    error: settingsValidationTexts.regularGuestVisitsInvalid(
      REGULAR_GUEST_VISITS_MIN,
      REGULAR_GUEST_VISITS_MAX,
    ),
  })
  .max(REGULAR_GUEST_VISITS_MAX, {
    error: settingsValidationTexts.regularGuestVisitsInvalid(
      REGULAR_GUEST_VISITS_MIN,
      REGULAR_GUEST_VISITS_MAX,
    ),
  });

/** "Nach Nichterscheinen automatisch sperren": after 1 to 20 no-shows; null: off (the default). */
export const autoBlockNoShowsSchema = z
  .number({
    error: guestBlockTexts.autoBlockNoShowsInvalid(AUTO_BLOCK_NO_SHOWS_MIN, AUTO_BLOCK_NO_SHOWS_MAX),
  })
  .int({ error: guestBlockTexts.autoBlockNoShowsInvalid(AUTO_BLOCK_NO_SHOWS_MIN, AUTO_BLOCK_NO_SHOWS_MAX) })
  .min(AUTO_BLOCK_NO_SHOWS_MIN, {
    error: guestBlockTexts.autoBlockNoShowsInvalid(AUTO_BLOCK_NO_SHOWS_MIN, AUTO_BLOCK_NO_SHOWS_MAX),
  })
  .max(AUTO_BLOCK_NO_SHOWS_MAX, {
    error: guestBlockTexts.autoBlockNoShowsInvalid(AUTO_BLOCK_NO_SHOWS_MIN, AUTO_BLOCK_NO_SHOWS_MAX),
  })
  .nullable();

/** "24h" (24 Stunden vorher) or "morning" (09:00 Uhr am Tag); see `reminderDueAt`. */
export const reminderTimingSchema = z.enum(REMINDER_TIMINGS, {
  error: settingsValidationTexts.reminderTimingInvalid,
});

const bookingLeadTimeSchema = z
  .number()
  .int()
  .min(0)
  .max(7 * 24 * 60);

/** A restaurant's configuration as answered; `restaurant_name` is read as `restaurantName`. */
export const restaurantConfigSchema = z.preprocess(
  (raw) => renameKeys(raw, { id: "_id", restaurant_name: "restaurantName", user_id: "userId" }),
  z.object({
    _id: entityIdSchema.optional(),
    userId: entityIdSchema.optional(),
    restaurantName: z.string().optional(),
    openingHours: openingHoursSchema.default({}),
    reservationDuration: reservationDurationSchema.default(DEFAULT_RESERVATION_DURATION_MINUTES),
    /** Stay length by party size; absent in older answers: core's `stayDurationsOf` decides. */
    stayDurations: stayDurationsResponseSchema,
    /** The largest party that books online; absent in older answers: core's `maxOnlinePartySizeOf` (12). */
    maxOnlinePartySize: z.number().int().optional().catch(undefined),
    slotInterval: slotIntervalSchema.default(DEFAULT_SLOT_INTERVAL_MINUTES),
    bookingLeadTime: bookingLeadTimeSchema.default(DEFAULT_BOOKING_LEAD_TIME_MINUTES),
    autoConfirmReservations: z.boolean().default(false),
    /** On unless explicitly false. */
    emailNotificationsEnabled: z
      .unknown()
      .optional()
      .transform((value) => value !== false),
    /** Reminder mails to guests; on unless explicitly false. */
    reminderEnabled: z
      .unknown()
      .optional()
      .transform((value) => value !== false),
    reminderTiming: reminderTimingSchema.catch(DEFAULT_REMINDER_TIMING),
    regularGuestVisits: regularGuestVisitsSchema.catch(DEFAULT_REGULAR_GUEST_VISITS),
    /** Absent from older servers: off. */
    autoBlockNoShows: autoBlockNoShowsSchema.catch(null).default(null),
    /** "Mit Google reservieren" (absent from older servers: off). */
    reserveWithGoogle: z.boolean().catch(false).default(false),
    /** Horizon, same-day cut-off, pacing and online seat share of online bookings. */
    ...bookingLimitsConfigFields,
    timeZone: timeZoneSchema.default(DEFAULT_RESTAURANT_TIME_ZONE),
    /** The restaurant's shorter reservation retention period in months; null: the platform's period. */
    reservationRetentionMonths: z.number().int().positive().nullable().default(null),
    /** The platform's period, the longest the restaurant may set (absent from older servers). */
    platformReservationRetentionMonths: z.number().int().positive().optional(),
    /** The stored version (ISO instant); sent back as `expectedUpdatedAt` so a stale save is refused. */
    updatedAt: z.string().optional(),
  }),
);
export type RestaurantConfig = z.infer<typeof restaurantConfigSchema>;

/**
 * `PUT /api/restaurantconfigs/{userId}`: the whole configuration (any part of it); `_id` and `userId` may be
 * sent back and are ignored (the path decides).
 */
export const updateRestaurantConfigRequestSchema = z.strictObject({
  _id: idSchema.optional(),
  userId: idSchema.optional(),
  restaurantName: optionalNameSchema(),
  openingHours: openingHoursBodySchema.optional(),
  reservationDuration: reservationDurationSchema.optional(),
  /** Stay length by party size, replacing `reservationDuration` once saved. */
  stayDurations: stayDurationsRequestSchema.optional(),
  /** The largest party that books online; the shape only, the API applies `maxOnlinePartySizeProblem`. */
  maxOnlinePartySize: z.number().optional(),
  slotInterval: slotIntervalSchema.optional(),
  bookingLeadTime: bookingLeadTimeSchema.optional(),
  autoConfirmReservations: z.boolean().optional(),
  emailNotificationsEnabled: z.boolean().optional(),
  reminderEnabled: z.boolean().optional(),
  reminderTiming: reminderTimingSchema.optional(),
  regularGuestVisits: regularGuestVisitsSchema.optional(),
  autoBlockNoShows: autoBlockNoShowsSchema.optional(),
  reserveWithGoogle: z.boolean().optional(),
  ...bookingLimitsRequestFields,
  timeZone: timeZoneSchema.optional(),
  /** Owner only: shorten the reservation retention period (whole months, at most the platform's); null resets. */
  reservationRetentionMonths: restaurantRetentionMonthsSchema.optional(),
  /** The version the client edited (`updatedAt` as read); another version answers 409. */
  expectedUpdatedAt: z.iso.datetime({ offset: true, error: validationTexts.invalidInput }).optional(),
});
export type UpdateRestaurantConfigRequest = z.infer<typeof updateRestaurantConfigRequestSchema>;

/** `GET /api/restaurantconfigs/{userId}` and `/user/{userId}`: `config` or `data`. */
export const restaurantConfigResponseSchema = itemResponseSchema(restaurantConfigSchema, ["config"]);
