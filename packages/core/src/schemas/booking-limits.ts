import * as z from "zod";
import {
  BOOKING_HORIZON_MAX_DAYS,
  BOOKING_HORIZON_MIN_DAYS,
  DEFAULT_BOOKING_HORIZON_DAYS,
} from "../rules/booking-horizon.ts";
import { CHANGE_CUTOFF_HOURS } from "../rules/guest-change.ts";
import { PACING_WINDOW_OPTIONS } from "../rules/pacing.ts";
import {
  DEFAULT_ONLINE_SEAT_SHARE,
  ONLINE_SEAT_SHARE_MAX,
  ONLINE_SEAT_SHARE_MIN,
} from "../rules/seat-share-range.ts";
import { bookingLimitValidationTexts as texts } from "../texts/booking-limits.ts";
import { optionalTimeStringSchema } from "./common.ts";
import { oneOfMinutes } from "./one-of-minutes.ts";

const horizonError = texts.horizonInvalid(BOOKING_HORIZON_MIN_DAYS, BOOKING_HORIZON_MAX_DAYS);
/** Days ahead guests may book online (1–730). */
export const bookingHorizonDaysSchema = z
  .number({ error: horizonError })
  .int({ error: horizonError })
  .min(BOOKING_HORIZON_MIN_DAYS, { error: horizonError })
  .max(BOOKING_HORIZON_MAX_DAYS, { error: horizonError });

/** "HH:MM" after which online bookings for today close; "" or null: no cut-off. */
export const sameDayCutoffSchema = z.union([optionalTimeStringSchema, z.null()], {
  error: texts.cutoffInvalid,
});

const pacingMaxSchema = z
  .number({ error: texts.pacingMaxInvalid })
  .int({ error: texts.pacingMaxInvalid })
  .min(1, { error: texts.pacingMaxInvalid })
  .max(10_000, { error: texts.pacingMaxInvalid })
  .nullable();

/** Arrivals per window of the day's clock; null: no pacing. */
export const pacingSchema = z
  .strictObject({
    windowMinutes: oneOfMinutes(PACING_WINDOW_OPTIONS, texts.pacingWindowInvalid),
    maxGuests: pacingMaxSchema,
    maxBookings: pacingMaxSchema,
  })
  .nullable();

const seatShareError = texts.seatShareInvalid(ONLINE_SEAT_SHARE_MIN, ONLINE_SEAT_SHARE_MAX);
/** Percent of the seats online bookings may fill at one moment (10–100). */
export const onlineSeatShareSchema = z
  .number({ error: seatShareError })
  .int({ error: seatShareError })
  .min(ONLINE_SEAT_SHARE_MIN, { error: seatShareError })
  .max(ONLINE_SEAT_SHARE_MAX, { error: seatShareError });

const changeCutoffError = texts.changeCutoffInvalid(CHANGE_CUTOFF_HOURS.min, CHANGE_CUTOFF_HOURS.max);
/** Hours before the start after which guests can no longer change their booking themselves (0–72). */
export const changeCutoffHoursSchema = z
  .number({ error: changeCutoffError })
  .int({ error: changeCutoffError })
  .min(CHANGE_CUTOFF_HOURS.min, { error: changeCutoffError })
  .max(CHANGE_CUTOFF_HOURS.max, { error: changeCutoffError });

/** The capacity settings in a configuration as read; older servers send none (the defaults apply). */
export const bookingLimitsConfigFields = {
  bookingHorizonDays: bookingHorizonDaysSchema.catch(DEFAULT_BOOKING_HORIZON_DAYS),
  sameDayCutoff: sameDayCutoffSchema.transform((value) => value || null).catch(null),
  pacing: pacingSchema.catch(null),
  onlineSeatShare: onlineSeatShareSchema.catch(DEFAULT_ONLINE_SEAT_SHARE),
  changeCutoffHours: changeCutoffHoursSchema.catch(CHANGE_CUTOFF_HOURS.default),
};

/** The capacity settings in a save; each may be left out. */
export const bookingLimitsRequestFields = {
  bookingHorizonDays: bookingHorizonDaysSchema.optional(),
  sameDayCutoff: sameDayCutoffSchema.optional(),
  pacing: pacingSchema.optional(),
  onlineSeatShare: onlineSeatShareSchema.optional(),
  changeCutoffHours: changeCutoffHoursSchema.optional(),
};
