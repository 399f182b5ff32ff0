import { queryOptions } from "@tanstack/react-query";
import {
  type Enquiry,
  type EnquiryAnswerRequest,
  enquirySchema,
  listResponseSchema,
} from "@tischservice/core";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";
import { changedRequestOf } from "./table-request.ts";

const listSchema = listResponseSchema(enquirySchema);
const changed = changedRequestOf(enquirySchema);

/** `GET /api/enquiries/restaurant/{restaurantId}`: the restaurant's large-group enquiries, newest first (staff). */
export async function fetchEnquiries(restaurantId: string): Promise<Enquiry[]> {
  const raw = await dataOf(
    api.GET("/api/enquiries/restaurant/{restaurantId}", { params: { path: { restaurantId } } }),
  );
  return listSchema.parse(raw).data;
}

/** The restaurant's enquiries. */
export const enquiriesQueryOptions = (restaurantId: string) =>
  queryOptions({ queryKey: queryKeys.enquiries(restaurantId), queryFn: () => fetchEnquiries(restaurantId) });

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
  const { request, message } = await changed(
    api.PUT("/api/enquiries/{id}", { params: { path: { id } }, body: answer }),
  );
  return { enquiry: request, message };
}
