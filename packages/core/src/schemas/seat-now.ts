import * as z from "zod";
import { SEAT_NOW_MAX_STAY_MINUTES, SEAT_NOW_MIN_STAY_MINUTES } from "../rules/seat-now.ts";
import { seatNowTexts } from "../texts/seat-now.ts";
import {
  guestCountSchema,
  idSchema,
  optionalNameSchema,
  optionalTextSchema,
  schemaLimits,
} from "./common.ts";

const stayMessage = seatNowTexts.stayOutOfRange(SEAT_NOW_MIN_STAY_MINUTES, SEAT_NOW_MAX_STAY_MINUTES);

/**
 * `POST /api/reservations/seat-now` (staff): a walk-in seated at once on one table. Name and phone are
 * optional (a walk-in without them gets no guest-book profile); `stayMinutes` only when staff choose a
 * stay other than the restaurant's for the party size, e.g. up to the next booking.
 */
export const seatNowRequestSchema = z.strictObject({
  restaurantId: idSchema,
  tableId: idSchema,
  numberOfGuests: guestCountSchema,
  customerName: optionalNameSchema(),
  customerPhone: optionalTextSchema(schemaLimits.phone),
  stayMinutes: z
    .number({ error: stayMessage })
    .int({ error: stayMessage })
    .min(SEAT_NOW_MIN_STAY_MINUTES, { error: stayMessage })
    .max(SEAT_NOW_MAX_STAY_MINUTES, { error: stayMessage })
    .optional(),
});
export type SeatNowRequest = z.infer<typeof seatNowRequestSchema>;

/**
 * The 409 refusal's extra fields (times `HH:MM` in the restaurant's time zone): `table_busy` with
 * `freeFrom` (null: unknown, a guest sits on), `table_free_until` with `freeUntil` and `freeMinutes`.
 */
export const seatNowRefusalSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  freeFrom: z.string().nullable().optional(),
  freeUntil: z.string().optional(),
  freeMinutes: z.number().int().optional(),
});
export type SeatNowRefusal = z.infer<typeof seatNowRefusalSchema>;
