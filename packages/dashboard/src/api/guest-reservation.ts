import {
  itemResponseSchema,
  messageResponseSchema,
  type Reservation,
  reservationSchema,
} from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

const guestReservationResponseSchema = itemResponseSchema(reservationSchema, ["reservation"]);

export interface GuestReservation {
  reservation: Reservation;
  restaurantName: string | null;
  /** The server's decision (not cancelled and still ahead); null when it did not say. */
  canCancel: boolean | null;
  /** The guest may erase their data through the link (visit over or cancelled); false when the server did not say. */
  canEraseData: boolean;
}

/** `GET /api/reservations/{id}/guest?token=`: the guest's view through the link in their mail. */
export async function fetchGuestReservation(id: string, token: string): Promise<GuestReservation> {
  const raw = await requestJson(
    `/api/reservations/${encodeURIComponent(id)}/guest?token=${encodeURIComponent(token)}`,
  );
  const answer = guestReservationResponseSchema.parse(raw);
  if (!answer.success || !answer.data) throw new ApiError(404, answer.message ?? null, answer);
  const data = (
    raw as {
      data?: {
        restaurant?: { name?: unknown };
        restaurantName?: unknown;
        canCancel?: unknown;
        canEraseData?: unknown;
      };
    }
  ).data;
  const name = data?.restaurant?.name ?? data?.restaurantName;
  return {
    reservation: answer.data,
    restaurantName: typeof name === "string" && name !== "" ? name : null,
    canCancel: typeof data?.canCancel === "boolean" ? data.canCancel : null,
    canEraseData: data?.canEraseData === true,
  };
}

/** `POST /api/reservations/{id}/guest-cancel` with the mail's token. */
export async function cancelGuestReservation(id: string, token: string): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await requestJson(`/api/reservations/${encodeURIComponent(id)}/guest-cancel`, {
      method: "POST",
      body: { token },
    }),
  );
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer.message ?? null;
}
