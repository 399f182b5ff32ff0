import { queryOptions } from "@tanstack/react-query";
import {
  type GuestChangeBody,
  itemResponseSchema,
  messageResponseSchema,
  type Reservation,
  reservationSchema,
  type TimeSlotsResponse,
  timeSlotsResponseSchema,
} from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

const guestReservationResponseSchema = itemResponseSchema(reservationSchema, ["reservation"]);

export interface GuestReservation {
  reservation: Reservation;
  restaurantName: string | null;
  /** The server's decision (not cancelled and still ahead); null when it did not say. */
  canCancel: boolean | null;
  /** The guest may erase their data through the link (visit over or cancelled); false when the server did not say. */
  canEraseData: boolean;
  /** The guest may still change date, time or party size (before the cut-off); false when the server did not say. */
  canChange: boolean;
  /** The restaurant's change cut-off in hours; null when the server did not say. */
  changeCutoffHours: number | null;
  /** The restaurant's phone, for what the guest can no longer do online; null when unknown. */
  restaurantPhone: string | null;
}

/** `GET /api/reservations/{id}/guest?token=`: the guest's view through the link in their mail. */
export async function fetchGuestReservation(id: string, token: string): Promise<GuestReservation> {
  const raw = await dataOf(
    api.GET("/api/reservations/{id}/guest", { params: { path: { id }, query: { token } } }),
  );
  const answer = guestReservationResponseSchema.parse(raw);
  if (!answer.success || !answer.data) throw new ApiError(404, answer.message ?? null, answer);
  const data = (
    raw as {
      data?: {
        restaurant?: { name?: unknown; phone?: unknown };
        restaurantName?: unknown;
        canCancel?: unknown;
        canEraseData?: unknown;
        canChange?: unknown;
        changeCutoffHours?: unknown;
      };
    }
  ).data;
  const name = data?.restaurant?.name ?? data?.restaurantName;
  const phone = data?.restaurant?.phone;
  return {
    reservation: answer.data,
    restaurantName: typeof name === "string" && name !== "" ? name : null,
    canCancel: typeof data?.canCancel === "boolean" ? data.canCancel : null,
    canEraseData: data?.canEraseData === true,
    canChange: data?.canChange === true,
    changeCutoffHours: typeof data?.changeCutoffHours === "number" ? data.changeCutoffHours : null,
    restaurantPhone: typeof phone === "string" && phone.trim() !== "" ? phone.trim() : null,
  };
}

/** The guest's reservation through the link in their mail. */
export const guestReservationQueryOptions = (id: string, token: string) =>
  queryOptions({
    queryKey: queryKeys.guestReservation(id, token),
    queryFn: () => fetchGuestReservation(id, token),
  });

/** `POST /api/reservations/{id}/guest-cancel` with the mail's token. */
export async function cancelGuestReservation(id: string, token: string): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await dataOf(
      api.POST("/api/reservations/{id}/guest-cancel", { params: { path: { id } }, body: { token } }),
    ),
  );
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer.message ?? null;
}

/** `GET /api/reservations/{id}/guest-timeslots?token=`: the day's times the guest may change to. */
export async function fetchGuestTimeSlots(
  id: string,
  token: string,
  date: string,
  guests: number,
): Promise<TimeSlotsResponse> {
  const answer = timeSlotsResponseSchema.parse(
    await dataOf(
      api.GET("/api/reservations/{id}/guest-timeslots", {
        params: { path: { id }, query: { token, date, guests: String(guests) } },
      }),
    ),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer;
}

/** The day's times the guest may change to, for a party. */
export const guestTimeSlotsQueryOptions = (id: string, token: string, date: string, guests: number) =>
  queryOptions({
    queryKey: queryKeys.guestReservationTimes(id, token, date, guests),
    queryFn: () => fetchGuestTimeSlots(id, token, date, guests),
  });

/** `POST /api/reservations/{id}/guest-change?token=`: the guest's own change; the server's message. */
export async function changeGuestReservation(
  id: string,
  token: string,
  body: GuestChangeBody,
): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await dataOf(
      api.POST("/api/reservations/{id}/guest-change", { params: { path: { id }, query: { token } }, body }),
    ),
  );
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer.message ?? null;
}
