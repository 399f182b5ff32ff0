import { bookingLanguages } from "@tischservice/core";
import { z } from "zod";
import type { EnquiryRow } from "../db/schema/index.ts";
import { requestHeadDto } from "../table-requests/request-dto.ts";

export const EnquiryDtoSchema = z
  .object({
    _id: z.string(),
    restaurantId: z.string(),
    status: z.enum(["open", "accepted", "declined"]),
    customerName: z.string(),
    customerEmail: z.string(),
    customerPhone: z.string(),
    numberOfGuests: z.number().int(),
    reservationDate: z.string(),
    timeSlot: z.string(),
    message: z.string(),
    /** The staff's message to the guest when declined, else "". */
    answerMessage: z.string(),
    /** The confirmed reservation made when accepted, else null. */
    reservationId: z.string().nullable(),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
    /** The guest's language (the widget's): their mails and their status page speak it. */
    language: z.enum(bookingLanguages),
  })
  .meta({ id: "Enquiry" });
export type EnquiryDto = z.infer<typeof EnquiryDtoSchema>;

export function toEnquiryDto(row: EnquiryRow): EnquiryDto {
  return {
    ...requestHeadDto(row),
    reservationDate: row.reservationDate,
    timeSlot: row.timeSlot,
    message: row.message,
    answerMessage: row.answerMessage,
    reservationId: row.reservationId,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
    language: row.language,
  };
}
