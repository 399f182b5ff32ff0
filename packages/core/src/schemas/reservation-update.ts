import * as z from "zod";
import { reservationEditTexts } from "../texts/reservation-edit.ts";
import { validationTexts } from "../texts/validation.ts";
import {
  dateStringSchema,
  guestCountParamSchema,
  guestCountSchema,
  idSchema,
  optionalEmailAddressSchema,
  optionalTextSchema,
  requiredNameSchema,
  schemaLimits,
  timeStringSchema,
} from "./common.ts";

/** The most tables one reservation may be moved onto (a long table of several). */
export const RESERVATION_EDIT_MAX_TABLES = 6;

/** The fields `PUT /api/reservations/{id}` changes; at least one of them must be sent. */
const changeFields = {
  reservationDate: dateStringSchema.optional(),
  timeSlot: timeStringSchema.optional(),
  numberOfGuests: guestCountSchema.optional(),
  /** The tables chosen by hand (one or a combination); left out, the tables follow the other changes. */
  tableIds: z
    .array(idSchema, { error: reservationEditTexts.tablesRequired })
    .min(1, { error: reservationEditTexts.tablesRequired })
    .max(RESERVATION_EDIT_MAX_TABLES, {
      error: reservationEditTexts.tooManyTables(RESERVATION_EDIT_MAX_TABLES),
    })
    .optional(),
  customerName: requiredNameSchema(validationTexts.bookingNameRequired).optional(),
  /** "" clears the phone number or the address. */
  customerPhone: optionalTextSchema(schemaLimits.phone),
  customerEmail: optionalEmailAddressSchema,
  specialRequests: optionalTextSchema(schemaLimits.text),
};

/**
 * `PUT /api/reservations/{id}` (staff): date, time, party size, tables, name, contact and notes, each
 * optional. With `expectedUpdatedAt` (the `updated_at` the form was opened with) the change is saved only
 * if nobody changed the reservation meanwhile; otherwise 409.
 */
export const updateReservationRequestSchema = z
  .strictObject({
    ...changeFields,
    expectedUpdatedAt: z.iso.datetime({ offset: true, error: validationTexts.invalidInput }).optional(),
  })
  .refine(
    (body) => Object.keys(changeFields).some((key) => body[key as keyof typeof changeFields] !== undefined),
    {
      error: reservationEditTexts.nothingToChange,
    },
  );
export type UpdateReservationRequest = z.infer<typeof updateReservationRequestSchema>;

/**
 * `GET /api/reservations/{id}/timeslots?date=&guests=` (staff): the times the reservation could move to on
 * that day for that party, its own tables counted as free.
 */
export const reservationTimeSlotsQuerySchema = z.strictObject({
  date: dateStringSchema,
  guests: guestCountParamSchema,
});
export type ReservationTimeSlotsQuery = z.infer<typeof reservationTimeSlotsQuerySchema>;
