import * as z from "zod";
import { guestDataTexts } from "../texts/guest-data.ts";
import { validationTexts } from "../texts/validation.ts";
import { emailAddressSchema, entityIdSchema, schemaLimits, timestampSchema } from "./common.ts";
import { successAnswerSchema } from "./envelope.ts";
import { reservationEventActors, reservationEventTypes } from "./reservation-event.ts";
import { storedGuestPartyFields } from "./stored-guest-party.ts";

/**
 * `?email=` or `?phone=` of a restaurant's export and erasure (exactly one): the guest whose data it is.
 * The address is compared case-insensitively; the phone by `guestPhoneKey`.
 */
export const guestLookupQuerySchema = z
  .strictObject({
    email: emailAddressSchema().optional(),
    phone: z
      .string()
      .trim()
      .max(schemaLimits.phone)
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .refine((query) => (query.email ? 1 : 0) + (query.phone ? 1 : 0) === 1, {
    error: guestDataTexts.identifierRequired,
  });
export type GuestLookupQuery = z.infer<typeof guestLookupQuerySchema>;

/** `DELETE /api/customer/account`: the customer confirms with their password. */
export const customerAccountDeletionRequestSchema = z.strictObject({
  password: z
    .string({ error: validationTexts.required })
    .min(1, { error: validationTexts.required })
    .max(100),
});
export type CustomerAccountDeletionRequest = z.infer<typeof customerAccountDeletionRequestSchema>;

/** `?email=` of the admin's platform-wide export and erasure. */
export const adminGuestLookupQuerySchema = z.strictObject({ email: emailAddressSchema() });

/** What a reservation and an enquiry of the guest both hold: where, who, how many, when. */
const guestBookingFields = {
  _id: entityIdSchema,
  restaurantId: entityIdSchema,
  restaurantName: z.string(),
  ...storedGuestPartyFields,
  reservationDate: z.string(),
  timeSlot: z.string(),
};

/** One reservation of the guest with everything stored about it, and its status history. */
export const guestReservationRecordSchema = z.object({
  ...guestBookingFields,
  status: z.string(),
  specialRequests: z.string(),
  source: z.string(),
  tableNames: z.array(z.string()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  history: z.array(
    z.object({
      type: z.enum(reservationEventTypes),
      actor: z.enum(reservationEventActors),
      at: timestampSchema,
    }),
  ),
});
export type GuestReservationRecord = z.infer<typeof guestReservationRecordSchema>;

/** A mail queued or sent to the guest or about their reservations. */
export const guestMailRecordSchema = z.object({
  _id: entityIdSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
});
export type GuestMailRecord = z.infer<typeof guestMailRecordSchema>;

/** The guest's customer account (platform-wide export only: a restaurant does not hold it). */
export const guestAccountRecordSchema = z.object({
  _id: entityIdSchema,
  name: z.string(),
  email: z.string(),
  createdAt: timestampSchema,
});

/** What staff wrote about the guest in the guest book: one per restaurant. */
export const guestProfileRecordSchema = z.object({
  restaurantId: entityIdSchema,
  note: z.string(),
  tags: z.array(z.string()),
  updatedAt: timestampSchema,
  /** „Online-Reservierung sperren“ and its reason are data about the guest too (absent in older exports). */
  blocked: z.boolean().default(false),
  blockedReason: z.string().default(""),
  blockedAt: timestampSchema.nullable().default(null),
});
export type GuestProfileRecord = z.infer<typeof guestProfileRecordSchema>;

/** A large group's enquiry the guest sent, with the restaurant's answer. */
export const guestEnquiryRecordSchema = z.object({
  ...guestBookingFields,
  message: z.string(),
  status: z.string(),
  answerMessage: z.string(),
  createdAt: timestampSchema,
  answeredAt: timestampSchema.nullable(),
});
export type GuestEnquiryRecord = z.infer<typeof guestEnquiryRecordSchema>;

/** A waitlist entry of the guest: the day, the window and its state. */
export const guestWaitlistRecordSchema = z.object({
  _id: entityIdSchema,
  restaurantId: entityIdSchema,
  restaurantName: z.string(),
  ...storedGuestPartyFields,
  date: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type GuestWaitlistRecord = z.infer<typeof guestWaitlistRecordSchema>;

/** Everything held about one guest: at one restaurant, or (admin) on the whole platform. */
export const guestDataExportSchema = z.object({
  email: z.string(),
  phone: z.string(),
  /** The restaurant whose data this is; null for the platform-wide export. */
  restaurantId: entityIdSchema.nullable(),
  exportedAt: timestampSchema,
  reservations: z.array(guestReservationRecordSchema),
  mails: z.array(guestMailRecordSchema),
  /** The staff's notes and tags in the guest book (an export from before them reads as none). */
  profiles: z.array(guestProfileRecordSchema).default([]),
  /** Large groups' enquiries (an export from before them reads as none). */
  enquiries: z.array(guestEnquiryRecordSchema).default([]),
  /** Waitlist entries (an export from before them reads as none). */
  waitlist: z.array(guestWaitlistRecordSchema).default([]),
  account: guestAccountRecordSchema.nullable(),
});
export type GuestDataExport = z.infer<typeof guestDataExportSchema>;

/** Answer of the export routes. */
export const guestDataExportResponseSchema = successAnswerSchema(guestDataExportSchema);
export type GuestDataExportResponse = z.infer<typeof guestDataExportResponseSchema>;

/** What an erasure did, by kind. */
export const guestErasureCountsSchema = z.object({
  reservations: z.number().int(),
  mails: z.number().int(),
  /** Large groups' enquiries anonymised. */
  enquiries: z.number().int().default(0),
  /** Waitlist entries anonymised. */
  waitlist: z.number().int().default(0),
  accountUnlinked: z.boolean(),
  accountDeleted: z.boolean(),
});
export type GuestErasureCounts = z.infer<typeof guestErasureCountsSchema>;

/** Answer of the erasure routes. */
export const guestErasureResponseSchema = successAnswerSchema(guestErasureCountsSchema);
export type GuestErasureResponse = z.infer<typeof guestErasureResponseSchema>;
