import * as z from "zod";
import { GUEST_BLOCK_REASON_MAX_LENGTH } from "../rules/guest-block.ts";
import { guestListSorts } from "../rules/guest-list.ts";
import {
  GUEST_NOTE_MAX_LENGTH,
  GUEST_TAG_MAX_LENGTH,
  GUEST_TAGS_MAX,
  isAutomaticGuestTag,
} from "../rules/guest-tags.ts";
import { guestBlockTexts } from "../texts/guest-block.ts";
import { guestBookTexts } from "../texts/guest-book.ts";
import { dateStringSchema, entityIdSchema, timestampSchema } from "./common.ts";
import { successAnswerSchema } from "./envelope.ts";
import { reservationStatuses } from "./reservation-status.ts";

/** One tag staff set: trimmed, 1 to 30 characters, not one of the automatic ones. */
export const guestTagSchema = z
  .string({ error: guestBookTexts.tagEmpty })
  .trim()
  .min(1, { error: guestBookTexts.tagEmpty })
  .max(GUEST_TAG_MAX_LENGTH, { error: guestBookTexts.tagTooLong(GUEST_TAG_MAX_LENGTH) })
  .refine((tag) => !isAutomaticGuestTag(tag), { error: guestBookTexts.automaticTag });

/** The staff's tags of a guest: at most 10, none twice (case-insensitive). */
export const guestTagsSchema = z
  .array(guestTagSchema)
  .max(GUEST_TAGS_MAX, { error: guestBookTexts.tooManyTags(GUEST_TAGS_MAX) })
  .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, {
    error: guestBookTexts.duplicateTag,
  });

/** `PUT /api/guests/restaurant/{restaurantId}/profile?email=` (or `?phone=`): what staff edit. */
export const guestProfileUpdateRequestSchema = z.strictObject({
  note: z
    .string()
    .trim()
    .max(GUEST_NOTE_MAX_LENGTH, { error: guestBookTexts.noteTooLong(GUEST_NOTE_MAX_LENGTH) })
    .default(""),
  tags: guestTagsSchema.default([]),
  /**
   * "Online-Reservierung sperren"; absent: the block stays as it is (a client that edits only note and tags
   * never lifts a block by accident).
   */
  blocked: z.boolean({ error: guestBlockTexts.blockedInvalid }).optional(),
  /** Why, for the team; absent: unchanged. Cleared when the block is lifted. */
  blockedReason: z
    .string({ error: guestBlockTexts.reasonTooLong(GUEST_BLOCK_REASON_MAX_LENGTH) })
    .trim()
    .max(GUEST_BLOCK_REASON_MAX_LENGTH, {
      error: guestBlockTexts.reasonTooLong(GUEST_BLOCK_REASON_MAX_LENGTH),
    })
    .optional(),
});
export type GuestProfileUpdateRequest = z.infer<typeof guestProfileUpdateRequestSchema>;

/** Guests per page of the list unless the client asks for another number (at most `GUEST_PAGE_MAX`). */
export const GUEST_PAGE_SIZE = 50;
export const GUEST_PAGE_MAX = 200;

/**
 * `GET /api/guests/restaurant/{restaurantId}?q=&tag=&sort=&offset=&limit=`: search, tag filter, order
 * and one page of the list (from `offset`, `limit` guests).
 */
export const guestListQuerySchema = z.strictObject({
  q: z.string().trim().max(100, { error: guestBookTexts.searchTooLong }).optional(),
  tag: z
    .string()
    .trim()
    .max(GUEST_TAG_MAX_LENGTH, { error: guestBookTexts.tagTooLong(GUEST_TAG_MAX_LENGTH) })
    .optional(),
  sort: z.enum(guestListSorts, { error: guestBookTexts.invalidSort }).default("lastVisit"),
  offset: z.coerce
    .number({ error: guestBookTexts.invalidOffset })
    .int({ error: guestBookTexts.invalidOffset })
    .min(0, { error: guestBookTexts.invalidOffset })
    .max(1_000_000, { error: guestBookTexts.invalidOffset })
    .default(0),
  limit: z.coerce
    .number({ error: guestBookTexts.invalidLimit(GUEST_PAGE_MAX) })
    .int({ error: guestBookTexts.invalidLimit(GUEST_PAGE_MAX) })
    .min(1, { error: guestBookTexts.invalidLimit(GUEST_PAGE_MAX) })
    .max(GUEST_PAGE_MAX, { error: guestBookTexts.invalidLimit(GUEST_PAGE_MAX) })
    .default(GUEST_PAGE_SIZE),
});
export type GuestListQuery = z.infer<typeof guestListQuerySchema>;

/** One guest of the list: the counts from their reservations, the staff's note and tags. */
export const guestListEntrySchema = z.object({
  /** The guest's key: the address in lower case, else the phone in E.164 form. */
  key: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  visits: z.number().int(),
  noShows: z.number().int(),
  cancellations: z.number().int(),
  reservations: z.number().int(),
  firstVisit: z.string().nullable(),
  lastVisit: z.string().nullable(),
  averagePartySize: z.number().nullable(),
  nextReservation: z.string().nullable(),
  /** Automatic tags ("Stammgast", "Neu") first, then the staff's. */
  tags: z.array(z.string()),
  /** Only the tags staff set (what the PUT body sends back). */
  staffTags: z.array(z.string()),
  note: z.string(),
  /** When staff last saved note or tags; null: never. */
  updatedAt: timestampSchema.nullable(),
  /** Online bookings, waitlist entries and enquiries of this guest are refused (staff still book them). */
  blocked: z.boolean(),
  blockedReason: z.string(),
  /** When the block was set; null while not blocked. */
  blockedAt: timestampSchema.nullable(),
});
export type GuestListEntry = z.infer<typeof guestListEntrySchema>;

/** One reservation in a guest's history, newest first. */
export const guestHistoryEntrySchema = z.object({
  _id: entityIdSchema,
  reservationDate: dateStringSchema,
  timeSlot: z.string(),
  numberOfGuests: z.number().int(),
  status: z.enum(reservationStatuses),
  tableName: z.string().nullable(),
  specialRequests: z.string(),
  source: z.string(),
});
export type GuestHistoryEntry = z.infer<typeof guestHistoryEntrySchema>;

/** One guest's profile with their reservation history. */
export const guestProfileSchema = guestListEntrySchema.extend({
  history: z.array(guestHistoryEntrySchema),
});
export type GuestProfile = z.infer<typeof guestProfileSchema>;

/** What a reservation card shows of its guest: "Stammgast, 7. Besuch, Nussallergie". */
export const guestHintSchema = z.object({
  key: z.string(),
  tags: z.array(z.string()),
  visits: z.number().int(),
  /** Which visit this reservation is (1 = first); null for cancellations and no-shows. */
  visitNumber: z.number().int().nullable(),
  noShows: z.number().int(),
  note: z.string(),
  /** "Online gesperrt" and why (absent from older servers). */
  blocked: z.boolean().optional(),
  blockedReason: z.string().optional(),
});
export type GuestHint = z.infer<typeof guestHintSchema>;

/** `GET /api/guests/restaurant/{restaurantId}/hints?from=&to=`: optional range of reservation dates. */
export const guestHintsQuerySchema = z.strictObject({
  from: dateStringSchema.optional(),
  to: dateStringSchema.optional(),
});
export type GuestHintsQuery = z.infer<typeof guestHintsQuerySchema>;

/** One page of the list: the guests, how many match in all, and where the next page starts (null: none). */
export const guestListResponseSchema = successAnswerSchema(z.array(guestListEntrySchema)).extend({
  total: z.number().int(),
  nextOffset: z.number().int().nullable(),
});
export type GuestListResponse = z.infer<typeof guestListResponseSchema>;
export const guestProfileResponseSchema = successAnswerSchema(guestProfileSchema);
/** Hints by reservation id (reservations without address and phone are left out). */
export const guestHintsResponseSchema = successAnswerSchema(z.record(z.string(), guestHintSchema));
