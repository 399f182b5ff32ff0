import { type Enquiry, enquirySchema, envelopeSchema } from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { requestRestaurantOf } from "./table-request.ts";

export interface GuestEnquiry {
  enquiry: Enquiry;
  /** The restaurant's name when the answer carries it. */
  restaurantName: string | null;
}

const guestEnquiryAnswerSchema = envelopeSchema(enquirySchema);

/** The query key of one guest's enquiry link. */
export const guestEnquiryKey = (id: string, token: string) => ["guest-enquiry", id, token] as const;

/** `GET /api/enquiries/{id}?token=`: the enquiry as the guest's mail link shows it (404 for a wrong token). */
export async function fetchGuestEnquiry(id: string, token: string): Promise<GuestEnquiry> {
  const raw = await dataOf(api.GET("/api/enquiries/{id}", { params: { path: { id }, query: { token } } }));
  const answer = guestEnquiryAnswerSchema.parse(raw);
  if (!answer.success || !answer.data) throw new ApiError(404, answer.message ?? null, answer);
  return { enquiry: answer.data, restaurantName: requestRestaurantOf(raw).name };
}
