import * as z from "zod";
import { bookingLanguages } from "../rules/booking-language.ts";
import { validationTexts } from "../texts/validation.ts";
import {
  emailAddressSchema,
  idSchema,
  optionalTextSchema,
  requiredNameSchema,
  schemaLimits,
  timeStringSchema,
} from "./common.ts";

/**
 * What an enquiry and a waitlist entry ask of the guest alike, in the order their forms send it: the
 * guest and the party first (`guestRequestFields`), the kind's own day and times, then the language and
 * the honeypot (`guestRequestTrailingFields`).
 */
export const guestRequestFields = {
  customerName: requiredNameSchema(validationTexts.bookingNameRequired),
  customerEmail: emailAddressSchema(),
  customerPhone: optionalTextSchema(schemaLimits.phone),
  numberOfGuests: z
    .number({ error: validationTexts.guestsOutOfRange })
    .int({ error: validationTexts.guestsOutOfRange })
    .min(1, { error: validationTexts.guestsOutOfRange })
    .max(1000, { error: validationTexts.guestsOutOfRange }),
};

export const guestRequestTrailingFields = {
  /** The guest's language (the widget's): their mails and their page speak it; German when left out. */
  language: z.enum(bookingLanguages, { error: validationTexts.invalidInput }).optional(),
  /** The honeypot, as in bookings. */
  website: z.string().max(schemaLimits.url).optional(),
};

/** The time and the tables (one, or several combined) staff choose for a request. */
export const chosenTablesFields = {
  timeSlot: timeStringSchema,
  tableIds: z.array(idSchema).min(1, { error: validationTexts.invalidInput }).max(20),
};

/** `?token=` of the guest's links to their request. */
export const tableRequestTokenQuerySchema = z.strictObject({
  token: z
    .string({ error: validationTexts.invalidInput })
    .trim()
    .min(16, { error: validationTexts.invalidInput })
    .max(schemaLimits.token, { error: validationTexts.invalidInput })
    .regex(/^[A-Za-z0-9_-]+$/, { error: validationTexts.invalidInput }),
});
