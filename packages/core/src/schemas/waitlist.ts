import * as z from "zod";
import { bookingLanguages } from "../rules/booking-language.ts";
import { dateStringSchema, entityIdSchema, timeStringSchema } from "./common.ts";
import { storedGuestPartyFields } from "./stored-guest-party.ts";
import { chosenTablesFields, guestRequestFields, guestRequestTrailingFields } from "./table-request.ts";

/**
 * A waitlist entry's states: `waiting` for a table, `offered` one (a hold of 15 minutes is open),
 * `booked` (the offer was taken: `reservationId`), `left` (the guest left through their link), `removed` (by
 * staff), `expired` (the window has passed).
 */
export const waitlistStatuses = ["waiting", "offered", "booked", "left", "removed", "expired"] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/** The states in which an entry still waits or holds an offer. */
export const activeWaitlistStatuses = ["waiting", "offered"] as const satisfies readonly WaitlistStatus[];

/**
 * `POST /api/waitlist/{restaurantId}`: a party waits for a table on `date` between `from` and `to` (the
 * latest start; `from` before `to`). The API answers 201 only when no slot in that window is available for
 * the party (else 409 `slots_available`). `website` is the honeypot, as in bookings.
 */
export const waitlistRequestSchema = z.strictObject({
  ...guestRequestFields,
  date: dateStringSchema,
  from: timeStringSchema,
  to: timeStringSchema,
  ...guestRequestTrailingFields,
});
export type WaitlistRequest = z.infer<typeof waitlistRequestSchema>;

/** `POST /api/waitlist/{id}/offer` (staff): offer a time on one table or a combination, held for 15 minutes. */
export const waitlistOfferRequestSchema = z.strictObject(chosenTablesFields);
export type WaitlistOfferRequest = z.infer<typeof waitlistOfferRequestSchema>;

/** The open offer of an entry: the held tables at `timeSlot` until `expiresAt` (ISO instant). */
export const waitlistOfferSchema = z.object({
  _id: entityIdSchema,
  timeSlot: z.string(),
  tableIds: z.array(z.string()),
  /** The held tables' numbers, for staff and the guest's page. */
  tableNumbers: z.array(z.string()),
  expiresAt: z.string(),
  /** `auto` when a freed table was offered by the waitlist, `staff` when offered by hand. */
  offeredBy: z.enum(["auto", "staff"]),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/** A waitlist entry as answered to staff and to the guest (their own link). */
export const waitlistEntrySchema = z.object({
  _id: entityIdSchema,
  restaurantId: entityIdSchema,
  status: z.enum(waitlistStatuses),
  ...storedGuestPartyFields,
  date: z.string(),
  from: z.string(),
  to: z.string(),
  language: z.enum(bookingLanguages),
  /** The open offer while `status` is `offered`, else null. */
  offer: waitlistOfferSchema.nullable(),
  /** The reservation booked from an offer, else null. */
  reservationId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** `GET /api/waitlist/restaurant/{restaurantId}?date=` (staff). */
export const waitlistDayQuerySchema = z.strictObject({ date: dateStringSchema });

/** `?token=` of the guest's links to their entry. */
export { tableRequestTokenQuerySchema as waitlistTokenQuerySchema } from "./table-request.ts";
