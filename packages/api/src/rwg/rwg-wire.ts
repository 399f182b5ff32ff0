import { z } from "zod";

/**
 * The Maps Booking API v3 messages this server reads and writes, in the JSON form Google sends (the
 * proto's snake_case names; int64 fields may come as strings or numbers, and we answer them as strings).
 * Unknown fields are ignored, as proto3 JSON parsing does.
 */

/** The one service each restaurant offers: a table. */
export const RWG_SERVICE_ID = "dining";

const int64 = z.union([z.string().regex(/^-?\d+$/), z.number().int()]).transform(Number);

export const resourceIdsSchema = z
  .object({
    party_size: z.number().int().optional(),
    staff_id: z.string().optional(),
    room_id: z.string().optional(),
  })
  .partial();

export const slotTimeSchema = z.object({
  service_id: z.string().default(""),
  start_sec: int64,
  duration_sec: int64.optional(),
  availability_tag: z.string().optional(),
  resource_ids: resourceIdsSchema.optional(),
});
export type SlotTime = z.infer<typeof slotTimeSchema>;

export const slotSchema = z.object({
  merchant_id: z.string().default(""),
  service_id: z.string().default(""),
  start_sec: int64,
  duration_sec: int64.optional(),
  availability_tag: z.string().optional(),
  resources: resourceIdsSchema.optional(),
});
export type Slot = z.infer<typeof slotSchema>;

export const userInformationSchema = z.object({
  user_id: z.string().default(""),
  given_name: z.string().max(200).default(""),
  family_name: z.string().max(200).default(""),
  telephone: z.string().max(50).default(""),
  email: z.string().max(320).default(""),
});

export const batchAvailabilityLookupSchema = z.object({
  merchant_id: z.string().default(""),
  slot_time: z.array(slotTimeSchema).max(500).default([]),
});

export const checkAvailabilitySchema = z.object({ slot: slotSchema });

export const createBookingSchema = z.object({
  slot: slotSchema,
  user_information: userInformationSchema,
  idempotency_token: z.string().max(200).optional(),
  additional_request: z.string().max(1000).optional(),
});
export type CreateBookingRequest = z.infer<typeof createBookingSchema>;

export const updateBookingSchema = z.object({
  update_mask: z.string().optional(),
  booking: z.object({
    booking_id: z.string().min(1),
    status: z.string().optional(),
    slot: slotSchema.partial().optional(),
  }),
});
export type UpdateBookingRequest = z.infer<typeof updateBookingSchema>;

export const getBookingStatusSchema = z.object({ booking_id: z.string().min(1) });
export const listBookingsSchema = z.object({ user_id: z.string().min(1) });

/** v3's `BookingStatus` values this platform's statuses map to. */
export type BookingStatus = "CONFIRMED" | "PENDING_MERCHANT_CONFIRMATION" | "CANCELED" | "NO_SHOW";

/** v3's `BookingFailure.Cause` values used here. */
export type FailureCause =
  | "SLOT_UNAVAILABLE"
  | "SLOT_ALREADY_BOOKED_BY_USER"
  | "OUTSIDE_CANCELLATION_WINDOW"
  | "BOOKING_ALREADY_CANCELLED"
  | "BOOKING_NOT_CANCELLABLE";

export interface BookingFailure {
  cause: FailureCause;
  description: string;
}

/** A `Slot` as answered: int64 as strings. */
export interface WireSlot {
  merchant_id: string;
  service_id: string;
  start_sec: string;
  duration_sec: string;
  resources: { party_size: number };
}
