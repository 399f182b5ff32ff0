import * as z from "zod";
import { entityIdSchema, idSchema } from "./common.ts";

/** What a `changed` event says changed, so that a dashboard invalidates only that. */
export const changedEntities = [
  "reservations",
  "orders",
  "tables",
  "menu",
  "config",
  "restaurant",
  "rooms",
  "specialHours",
  "guests",
  "enquiries",
  "waitlist",
] as const;
export type ChangedEntity = (typeof changedEntities)[number];

const toStringList = (value: unknown) =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** A new reservation as announced: customerName, restaurantName, date, time, guests, tableNames. */
export const newReservationNoticeSchema = z.object({
  reservationId: entityIdSchema.optional(),
  customerName: z.string(),
  restaurantName: z.string().default(""),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  tableNames: z.preprocess(toStringList, z.array(z.string())),
});
export type NewReservationNotice = z.infer<typeof newReservationNoticeSchema>;

/** The messages of `GET /api/notifications/listen/{restaurantId}` (Server-Sent Events). */
export const notificationMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("connected"),
    data: z.object({ restaurantId: z.string().optional(), message: z.string().optional() }).optional(),
  }),
  z.object({ type: z.literal("new_reservation"), data: newReservationNoticeSchema }),
  z.object({ type: z.literal("keepalive"), data: z.object({ timestamp: z.string().optional() }).optional() }),
  z.object({
    type: z.literal("changed"),
    data: z.object({
      entity: z.enum(changedEntities),
      id: entityIdSchema.optional(),
      action: z.enum(["created", "updated", "deleted"]).optional(),
      /**
       * The reservation dates the change touched (restaurant time), so that a dashboard reloads only the
       * days it shows; absent when unknown or many (erasure, retention): then every loaded day reloads.
       */
      dates: z.array(z.iso.date()).max(31).optional(),
    }),
  }),
]);
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;
export type NotificationType = NotificationMessage["type"];

/**
 * `?since=` of `GET /api/notifications/check/{restaurantId}`: an ISO instant or epoch milliseconds; absent
 * means "the last few seconds" (the API decides).
 */
export const notificationCheckQuerySchema = z.strictObject({
  since: z
    .string()
    .trim()
    .max(40)
    .refine((value) => !Number.isNaN(/^\d+$/.test(value) ? Number(value) : Date.parse(value)))
    .transform((value) => new Date(/^\d+$/.test(value) ? Number(value) : Date.parse(value)))
    .optional(),
});
export type NotificationCheckQuery = z.infer<typeof notificationCheckQuerySchema>;

/**
 * Answer of the check: `{ success, newReservations }`, and from our API `serverTime`, the instant of the
 * check on the server's clock (the next `since`).
 */
export const notificationCheckResponseSchema = z.object({
  success: z.boolean(),
  newReservations: z.array(newReservationNoticeSchema).default([]),
  serverTime: z.string().optional(),
  message: z.string().optional(),
});
export type NotificationCheckResponse = z.infer<typeof notificationCheckResponseSchema>;

/** `POST /api/notifications/test/{restaurantId}` has no body; the path carries the restaurant. */
export const notificationTestParamsSchema = z.strictObject({ restaurantId: idSchema });
