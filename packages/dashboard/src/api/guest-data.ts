import {
  type GuestDataExport,
  type GuestErasureResponse,
  guestDataExportResponseSchema,
  guestErasureResponseSchema,
  messageResponseSchema,
} from "@tischservice/core";
import { api, dataOf } from "./client.ts";

/** Whom to look up: an address (contains "@") or a phone number, as the owner typed it. */
export type GuestLookup = { email: string } | { phone: string };

/** `email=...` or `phone=...` for what the owner typed. */
export function guestLookupOf(typed: string): GuestLookup {
  const value = typed.trim();
  return value.includes("@") ? { email: value } : { phone: value };
}

/** `GET /api/guests/restaurant/{id}/export`: everything the restaurant holds about the guest. */
export async function exportGuestData(restaurantId: string, lookup: GuestLookup): Promise<GuestDataExport> {
  const raw = await dataOf(
    api.GET("/api/guests/restaurant/{restaurantId}/export", {
      params: { path: { restaurantId }, query: lookup },
    }),
  );
  return guestDataExportResponseSchema.parse(raw).data;
}

/** `DELETE /api/guests/restaurant/{id}`: erases the guest at the restaurant; resolves with the German answer. */
export async function eraseGuestData(
  restaurantId: string,
  lookup: GuestLookup,
): Promise<GuestErasureResponse> {
  const raw = await dataOf(
    api.DELETE("/api/guests/restaurant/{restaurantId}", {
      params: { path: { restaurantId }, query: lookup },
    }),
  );
  return guestErasureResponseSchema.parse(raw);
}

/** `POST /api/reservations/{id}/guest-data-export`: the guest asks for their data by mail; resolves with the German answer. */
export async function requestOwnDataExport(reservationId: string, token: string): Promise<string> {
  const answer = messageResponseSchema.parse(
    await dataOf(
      api.POST("/api/reservations/{id}/guest-data-export", {
        params: { path: { id: reservationId } },
        body: { token },
      }),
    ),
  );
  return answer.message ?? "";
}

/** `POST /api/reservations/{id}/guest-data-erase`: the guest erases their data at the restaurant. */
export async function eraseOwnData(reservationId: string, token: string): Promise<GuestErasureResponse> {
  const raw = await dataOf(
    api.POST("/api/reservations/{id}/guest-data-erase", {
      params: { path: { id: reservationId } },
      body: { token },
    }),
  );
  return guestErasureResponseSchema.parse(raw);
}

/** `GET /api/customer/data`: everything the platform holds about the signed-in customer. */
export async function fetchMyData(): Promise<GuestDataExport> {
  return guestDataExportResponseSchema.parse(await dataOf(api.GET("/api/customer/data"))).data;
}

/** `DELETE /api/customer/account`: deletes the signed-in customer's account and data (password to confirm). */
export async function deleteMyAccount(password: string): Promise<GuestErasureResponse> {
  return guestErasureResponseSchema.parse(
    await dataOf(api.DELETE("/api/customer/account", { body: { password } })),
  );
}

/** `GET /api/admin/guests/export?email=`: everything the platform holds about an address (admin). */
export async function exportGuestPlatformWide(email: string): Promise<GuestDataExport> {
  const raw = await dataOf(
    api.GET("/api/admin/guests/export", { params: { query: { email: email.trim() } } }),
  );
  return guestDataExportResponseSchema.parse(raw).data;
}

/** `DELETE /api/admin/guests?email=`: erases an address in every restaurant, with a customer account (admin). */
export async function eraseGuestPlatformWide(email: string): Promise<GuestErasureResponse> {
  const raw = await dataOf(api.DELETE("/api/admin/guests", { params: { query: { email: email.trim() } } }));
  return guestErasureResponseSchema.parse(raw);
}
