import type { Enquiry } from "@tischservice/core";

let next = 1;

/** Test and story data: an enquiry as the API answers it (open, 16 guests on Wednesday, 20 May 2026). */
export function enquiryRecord(overrides: Partial<Enquiry> = {}): Enquiry {
  const id = `enq-${next++}`;
  return {
    _id: id,
    restaurantId: "r-1",
    status: "open",
    customerName: "Familie Berger",
    customerEmail: "berger@example.com",
    customerPhone: "+49 30 555 0101",
    numberOfGuests: 16,
    reservationDate: "2026-05-20",
    timeSlot: "19:00",
    message: "Geburtstag, gern ein langer Tisch.",
    answerMessage: "",
    reservationId: null,
    createdAt: "2026-05-12T09:30:00Z",
    answeredAt: null,
    ...overrides,
  };
}
