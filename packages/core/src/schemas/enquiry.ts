import * as z from "zod";
import { bookingLanguages } from "../rules/booking-language.ts";
import { validationTexts } from "../texts/validation.ts";
import {
  dateStringSchema,
  entityIdSchema,
  optionalTextSchema,
  requiredTextSchema,
  schemaLimits,
  timeStringSchema,
} from "./common.ts";
import { storedGuestPartyFields } from "./stored-guest-party.ts";
import {
  chosenTablesFields,
  guestRequestFields,
  guestRequestTrailingFields,
  tableRequestTokenQuerySchema,
} from "./table-request.ts";

export const enquiryStatuses = ["open", "accepted", "declined"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/**
 * `POST /api/enquiries/{restaurantId}`: a large group's enquiry. The party's bounds against the
 * restaurant's `maxOnlinePartySize` and 30 are core's `enquiryPartyRefusal`, applied by the API (409 / 400).
 * `website` is the honeypot, as in bookings.
 */
export const enquiryRequestSchema = z.strictObject({
  ...guestRequestFields,
  reservationDate: dateStringSchema,
  timeSlot: timeStringSchema,
  message: optionalTextSchema(schemaLimits.text),
  ...guestRequestTrailingFields,
});
export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;

/** `PUT /api/enquiries/{id}`: accept with a time and tables (combined when several), or decline with a message. */
export const enquiryAnswerRequestSchema = z.discriminatedUnion(
  "status",
  [
    z.strictObject({ status: z.literal("accepted"), ...chosenTablesFields }),
    z.strictObject({
      status: z.literal("declined"),
      message: requiredTextSchema(schemaLimits.text),
    }),
  ],
  { error: validationTexts.invalidInput },
);
export type EnquiryAnswerRequest = z.infer<typeof enquiryAnswerRequestSchema>;

/** An enquiry as answered (to staff; the guest's view leaves out nothing of their own). */
export const enquirySchema = z.object({
  _id: entityIdSchema,
  restaurantId: entityIdSchema,
  status: z.enum(enquiryStatuses),
  ...storedGuestPartyFields,
  reservationDate: z.string(),
  timeSlot: z.string(),
  message: z.string(),
  /** The staff's message when declined, else "". */
  answerMessage: z.string(),
  /** The reservation created when accepted, else null. */
  reservationId: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** The guest's language: the guest's status page speaks it; left out by older servers. */
  language: z.enum(bookingLanguages).optional(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** `GET /api/enquiries/{id}?token=` (the guest's mail link). */
export const enquiryTokenQuerySchema = tableRequestTokenQuerySchema;
