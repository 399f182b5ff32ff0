import {
  type Enquiry,
  type EnquiryAnswerRequest,
  enquirySchema,
  listResponseSchema,
} from "@tischservice/core";
import { requestJson } from "./http.ts";
import { changedRequestOf } from "./table-request.ts";

const listSchema = listResponseSchema(enquirySchema);
const changed = changedRequestOf(enquirySchema);

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
  const { request, message } = await changed(`/api/enquiries/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: answer,
  });
  return { enquiry: request, message };
}
