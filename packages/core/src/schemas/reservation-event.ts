import * as z from "zod";
import { entityIdSchema, timestampSchema } from "./common.ts";
import { envelopeSchema } from "./envelope.ts";

/**
 * What happened to a reservation: it was created, confirmed or cancelled; the guest arrived, sat down,
 * left (or staff took such a step back: the entry then names the status it went back to); a reminder mail
 * went out (`reminder_sent`) and the guest answered it "Ich komme wie geplant" (`guest_confirmed`); staff
 * changed its date, time, party size, tables or the guest's details (`changed`, listing them in `changes`).
 */
export const reservationEventTypes = [
  "created",
  "confirmed",
  "arrived",
  "seated",
  "completed",
  "cancelled",
  "reminder_sent",
  "guest_confirmed",
  "no_show",
  "changed",
] as const;
export type ReservationEventType = (typeof reservationEventTypes)[number];

/**
 * Who did it: the restaurant's staff (owner or sub-user), the guest (widget, customer account, mail link),
 * the restaurant's auto-confirm setting, or the system (the product counts pending reservations of past days
 * as confirmed; entries from before the history was kept).
 */
export const reservationEventActors = ["staff", "guest", "auto_confirm", "system"] as const;
export type ReservationEventActor = (typeof reservationEventActors)[number];

/** One entry of a reservation's status history (`GET /api/reservations/{id}/events`). */
export const reservationEventSchema = z.object({
  _id: entityIdSchema,
  reservationId: entityIdSchema,
  type: z.enum(reservationEventTypes),
  actor: z.enum(reservationEventActors),
  /** The signed-in user who did it (staff or customer), when known. */
  actorName: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  /** The instant, ISO 8601. */
  at: timestampSchema,
  /** What a `changed` entry changed, field by field (core's `reservationFieldChanges`); null otherwise. */
  changes: z
    .array(z.object({ field: z.string(), from: z.string(), to: z.string() }))
    .nullish()
    .transform((value) => value ?? null),
});
export type ReservationEvent = z.infer<typeof reservationEventSchema>;

/** `{ success, data: ReservationEvent[] }`, oldest first. */
export const reservationEventListResponseSchema = envelopeSchema(z.array(reservationEventSchema));
