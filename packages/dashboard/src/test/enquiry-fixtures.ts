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

/** Story data: two enquiries answered the day after they came in, one declined with its message, one accepted. */
export function answeredEnquiryRecords(): Enquiry[] {
  return [
    enquiryRecord({
      _id: "e-3",
      customerName: "Firma Süd",
      status: "declined",
      answerMessage: "Leider sind wir an diesem Abend ausgebucht.",
      answeredAt: "2026-05-13T08:00:00Z",
    }),
    enquiryRecord({
      _id: "e-4",
      customerName: "Chor Ost",
      status: "accepted",
      reservationId: "res-9",
      answeredAt: "2026-05-13T10:15:00Z",
    }),
  ];
}

/** Test and story data: the enquiry Clara Berg sent herself (18 guests on 12 June 2026), as her mail link shows it. */
export function claraEnquiryRecord(overrides: Partial<Enquiry> = {}): Enquiry {
  return enquiryRecord({
    _id: "enq-1",
    customerName: "Clara Berg",
    customerEmail: "clara@example.de",
    customerPhone: "",
    numberOfGuests: 18,
    reservationDate: "2026-06-12",
    message: "Geburtstag, ein Kinderstuhl",
    createdAt: "2026-05-14T09:00:00.000Z",
    ...overrides,
  });
}
