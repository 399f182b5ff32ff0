import { type Reservation, reservationSchema } from "@tischservice/core";

/** Test and story data: Clara Berg's confirmed booking for two on 12 June 2026 at 19:00, as editing opens it. */
export function claraReservation(overrides: Record<string, unknown> = {}): Reservation {
  return reservationSchema.parse({
    _id: "res-1",
    status: "confirmed",
    reservationDate: "2026-06-12",
    timeSlot: "19:00",
    numberOfGuests: 2,
    customerName: "Clara Berg",
    customerEmail: "clara@example.com",
    customerPhone: "",
    specialRequests: "",
    updated_at: "2026-06-01T10:00:00.000Z",
    ...overrides,
  });
}
