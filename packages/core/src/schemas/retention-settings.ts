import * as z from "zod";
import { PLATFORM_RESERVATION_MONTHS_MAX } from "../rules/retention-periods.ts";
import { settingsValidationTexts } from "../texts/settings-validation.ts";

const platformMonthsMessage = settingsValidationTexts.platformRetentionMonthsInvalid(
  PLATFORM_RESERVATION_MONTHS_MAX,
);

/** The platform's reservation period: whole months, 1 to 120. */
export const platformRetentionMonthsSchema = z
  .number({ error: platformMonthsMessage })
  .int({ error: platformMonthsMessage })
  .min(1, { error: platformMonthsMessage })
  .max(PLATFORM_RESERVATION_MONTHS_MAX, { error: platformMonthsMessage });

export { restaurantRetentionMonthsSchema } from "./restaurant-retention-months.ts";

/** `PUT /api/admin/retention`: the platform's reservation period. */
export const platformRetentionUpdateRequestSchema = z.strictObject({
  reservationMonths: platformRetentionMonthsSchema,
});
export type PlatformRetentionUpdateRequest = z.infer<typeof platformRetentionUpdateRequestSchema>;

/** The platform's reservation period as stored, with the built-in default and the allowed maximum. */
export const platformRetentionSchema = z.object({
  reservationMonths: z.number().int().positive(),
  /** `RETENTION_PERIODS.reservationMonths`: what applies while no admin has set one. */
  defaultReservationMonths: z.number().int().positive(),
  maxReservationMonths: z.number().int().positive(),
  /** When an admin last set it; null while the default applies. */
  updatedAt: z.string().nullable(),
});
export type PlatformRetention = z.infer<typeof platformRetentionSchema>;

/** `GET` and `PUT /api/admin/retention`. */
export const platformRetentionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: platformRetentionSchema,
});
