import {
  type Enquiry,
  type EnquiryAnswerRequest,
  enquirySchema,
  itemResponseSchema,
  listResponseSchema,
} from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

const listSchema = listResponseSchema(enquirySchema);
const itemSchema = itemResponseSchema(enquirySchema);

/** `GET /api/enquiries/restaurant/{restaurantId}`: the restaurant's large-group enquiries, newest first (staff). */
export async function fetchEnquiries(restaurantId: string): Promise<Enquiry[]> {
  const answer = listSchema.parse(
    await requestJson(`/api/enquiries/restaurant/${encodeURIComponent(restaurantId)}`),
  );
  return answer.data;
}

export interface EnquiryAnswered {
  enquiry: Enquiry;
  /** The server's German confirmation, e.g. "Die Anfrage ist angenommen, die Reservierung bestätigt." */
  message: string | null;
}

/**
 * `PUT /api/enquiries/{id}`: accepted with a time and tables (a confirmed reservation) or declined with a
 * message. Refusals (409 tables taken or too small, already answered) reject with `ApiError`.
 */
export async function answerEnquiry(id: string, answer: EnquiryAnswerRequest): Promise<EnquiryAnswered> {
  const body = itemSchema.parse(
    await requestJson(`/api/enquiries/${encodeURIComponent(id)}`, { method: "PUT", body: answer }),
  );
  if (!body.success || !body.data) throw new ApiError(409, body.message ?? null, body);
  return { enquiry: body.data, message: body.message ?? null };
}
