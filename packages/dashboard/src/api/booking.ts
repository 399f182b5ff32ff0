import { queryOptions } from "@tanstack/react-query";
import {
  createReservationResponseSchema,
  type PublicReservationRequest,
  type TimeSlotsResponse,
  timeSlotsResponseSchema,
} from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** `GET /api/simple-timeslots/{restaurantId}/{date}/{guests}`. */
export async function fetchTimeSlots(
  restaurantId: string,
  date: string,
  guests: number,
): Promise<TimeSlotsResponse> {
  const answer = timeSlotsResponseSchema.parse(
    await dataOf(
      api.GET("/api/simple-timeslots/{restaurantId}/{date}/{guests}", {
        params: { path: { restaurantId, date, guests: String(guests) } },
      }),
    ),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer;
}

/** The times a party can book on a day. */
export const timeSlotsQueryOptions = (restaurantId: string, date: string, guests: number) =>
  queryOptions({
    queryKey: queryKeys.timeSlots(restaurantId, date, guests),
    queryFn: () => fetchTimeSlots(restaurantId, date, guests),
  });

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
    await dataOf(
      api.POST("/api/reservation/{restaurantId}", {
        params: { path: { restaurantId } },
        body,
        headers: { "Idempotency-Key": input.idempotencyKey },
      }),
    ),
  );
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer;
}
