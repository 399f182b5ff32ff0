import {
  createReservationResponseSchema,
  type PublicReservationRequest,
  type TimeSlotsResponse,
  timeSlotsResponseSchema,
} from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

/** `GET /api/simple-timeslots/{restaurantId}/{date}/{guests}`. */
export async function fetchTimeSlots(
  restaurantId: string,
  date: string,
  guests: number,
): Promise<TimeSlotsResponse> {
  const answer = timeSlotsResponseSchema.parse(
    await requestJson(
      `/api/simple-timeslots/${encodeURIComponent(restaurantId)}/${encodeURIComponent(date)}/${guests}`,
    ),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer;
}

export interface DirectBookingInput {
  customerName: string;
  /** What the guest gave on the phone or at the door; empty when nothing (no mail, no guest profile). */
  customerPhone: string;
  customerEmail: string;
  specialRequests: string;
  numberOfGuests: number;
  reservationDate: string;
  timeSlot: string;
  /** Sent as `Idempotency-Key`: a retried request never books twice. */
  idempotencyKey: string;
}

/** `POST /api/reservation/{restaurantId}` with `autoApprove` (staff bookings are confirmed at once). */
export async function createDirectReservation(restaurantId: string, input: DirectBookingInput) {
  const body: PublicReservationRequest = {
    customerName: input.customerName.trim(),
    ...(input.customerEmail ? { customerEmail: input.customerEmail } : {}),
    ...(input.customerPhone ? { customerPhone: input.customerPhone } : {}),
    ...(input.specialRequests ? { specialRequests: input.specialRequests } : {}),
    numberOfGuests: input.numberOfGuests,
    reservationDate: input.reservationDate,
    timeSlot: input.timeSlot,
    autoApprove: true,
  };
  const answer = createReservationResponseSchema.parse(
    await requestJson(`/api/reservation/${encodeURIComponent(restaurantId)}`, {
      method: "POST",
      body,
      headers: { "Idempotency-Key": input.idempotencyKey },
    }),
  );
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer;
}
