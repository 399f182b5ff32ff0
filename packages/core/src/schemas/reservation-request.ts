import * as z from "zod";
import { bookingLanguages } from "../rules/booking-language.ts";
import { validationTexts } from "../texts/validation.ts";
import {
  dateStringSchema,
  emailAddressSchema,
  guestCountSchema,
  idSchema,
  optionalEmailAddressSchema,
  optionalTextSchema,
  requiredNameSchema,
  schemaLimits,
  timeStringSchema,
} from "./common.ts";
import { reservationSchema } from "./reservation.ts";

const bookingFields = {
  customerName: requiredNameSchema(validationTexts.bookingNameRequired),
  customerEmail: emailAddressSchema(),
  customerPhone: optionalTextSchema(schemaLimits.phone),
  numberOfGuests: guestCountSchema,
  reservationDate: dateStringSchema,
  timeSlot: timeStringSchema,
  specialRequests: optionalTextSchema(schemaLimits.text),
  /** The guest's language: their mails speak it; German when left out. */
  language: z.enum(bookingLanguages, { error: validationTexts.invalidInput }).optional(),
};

/**
 * `POST /api/reservation/{restaurantId}` (widget and direct booking). A guest's own booking needs an e-mail
 * address (the API refuses one without); staff taking a phone call or a walk-in may leave it empty, and
 * the guest then gets no mail. `autoApprove` is honoured only for signed-in staff; `website` is a
 * honeypot that people leave empty (the API rejects a filled one).
 */
export const publicReservationRequestSchema = z.strictObject({
  ...bookingFields,
  customerEmail: optionalEmailAddressSchema,
  autoApprove: z.boolean().optional(),
  website: z.string().max(schemaLimits.url).optional(),
});
export type PublicReservationRequest = z.infer<typeof publicReservationRequestSchema>;

/** `POST /api/reservations` (signed-in customer): the same booking plus the restaurant. */
export const createReservationRequestSchema = z.strictObject({
  ...bookingFields,
  restaurantId: idSchema,
});
export type CreateReservationRequest = z.infer<typeof createReservationRequestSchema>;

/** Booking answers: `{ success, message?, data? }` with the stored reservation. */
export const createReservationResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: reservationSchema.optional(),
});
export type CreateReservationResponse = z.infer<typeof createReservationResponseSchema>;

/** The guest's token from the mail link `/app/reservation/{id}?token=...`. */
export const guestReservationTokenSchema = z
  .string({ error: validationTexts.invalidInput })
  .trim()
  .min(16, { error: validationTexts.invalidInput })
  .max(schemaLimits.token, { error: validationTexts.invalidInput })
  .regex(/^[A-Za-z0-9_-]+$/, { error: validationTexts.invalidInput });

/** `GET /api/reservations/{id}/guest?token=...` (the guest's view of the reservation). */
export const guestReservationQuerySchema = z.strictObject({ token: guestReservationTokenSchema });

/** `POST /api/reservations/{id}/guest-cancel`: the mail's token cancels the reservation. */
export const guestCancelReservationBodySchema = z.strictObject({ token: guestReservationTokenSchema });
export type GuestCancelReservationBody = z.infer<typeof guestCancelReservationBodySchema>;

/**
 * `POST /api/reservations/{id}/guest-change?token=`: the guest's own change from the mail's link (date,
 * time and party size; name, contact and tables stay as they are).
 */
export const guestChangeBodySchema = z.strictObject({
  reservationDate: dateStringSchema,
  timeSlot: timeStringSchema,
  numberOfGuests: guestCountSchema,
});
export type GuestChangeBody = z.infer<typeof guestChangeBodySchema>;
