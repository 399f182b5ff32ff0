import {
  type GuestDataExport,
  type GuestErasureResponse,
  guestDataExportResponseSchema,
  guestErasureResponseSchema,
  messageResponseSchema,
} from "@tischservice/core";
import { requestJson } from "./http.ts";

/** Whom to look up: an address (contains "@") or a phone number, as the owner typed it. */
export type GuestLookup = { email: string } | { phone: string };

/** `email=...` or `phone=...` for what the owner typed. */
export function guestLookupOf(typed: string): GuestLookup {
  const value = typed.trim();
  return value.includes("@") ? { email: value } : { phone: value };
}

function queryOf(lookup: GuestLookup): string {
  return "email" in lookup
    ? `email=${encodeURIComponent(lookup.email)}`
    : `phone=${encodeURIComponent(lookup.phone)}`;
}

const base = (restaurantId: string) => `/api/guests/restaurant/${encodeURIComponent(restaurantId)}`;

/** `GET /api/guests/restaurant/{id}/export`: everything the restaurant holds about the guest. */
export async function exportGuestData(restaurantId: string, lookup: GuestLookup): Promise<GuestDataExport> {
  return guestDataExportResponseSchema.parse(
    await requestJson(`${base(restaurantId)}/export?${queryOf(lookup)}`),
  ).data;
}

/** `DELETE /api/guests/restaurant/{id}`: erases the guest at the restaurant; resolves with the German answer. */
export async function eraseGuestData(
  restaurantId: string,
  lookup: GuestLookup,
): Promise<GuestErasureResponse> {
  return guestErasureResponseSchema.parse(
    await requestJson(`${base(restaurantId)}?${queryOf(lookup)}`, { method: "DELETE" }),
  );
}

/** `POST /api/reservations/{id}/guest-data-export`: the guest asks for their data by mail; resolves with the German answer. */
export async function requestOwnDataExport(reservationId: string, token: string): Promise<string> {
  const answer = messageResponseSchema.parse(
    await requestJson(`/api/reservations/${encodeURIComponent(reservationId)}/guest-data-export`, {
      method: "POST",
      body: { token },
    }),
  );
  return answer.message ?? "";
}

/** `POST /api/reservations/{id}/guest-data-erase`: the guest erases their data at the restaurant. */
export async function eraseOwnData(reservationId: string, token: string): Promise<GuestErasureResponse> {
  return guestErasureResponseSchema.parse(
    await requestJson(`/api/reservations/${encodeURIComponent(reservationId)}/guest-data-erase`, {
      method: "POST",
      body: { token },
    }),
  );
}

/** `GET /api/customer/data`: everything the platform holds about the signed-in customer. */
export async function fetchMyData(): Promise<GuestDataExport> {
  return guestDataExportResponseSchema.parse(await requestJson("/api/customer/data")).data;
}

/** `DELETE /api/customer/account`: deletes the signed-in customer's account and data (password to confirm). */
export async function deleteMyAccount(password: string): Promise<GuestErasureResponse> {
  return guestErasureResponseSchema.parse(
    await requestJson("/api/customer/account", { method: "DELETE", body: { password } }),
  );
}

/** `GET /api/admin/guests/export?email=`: everything the platform holds about an address (admin). */
export async function exportGuestPlatformWide(email: string): Promise<GuestDataExport> {
  return guestDataExportResponseSchema.parse(
    await requestJson(`/api/admin/guests/export?email=${encodeURIComponent(email.trim())}`),
  ).data;
}

/** `DELETE /api/admin/guests?email=`: erases an address in every restaurant, with a customer account (admin). */
export async function eraseGuestPlatformWide(email: string): Promise<GuestErasureResponse> {
  return guestErasureResponseSchema.parse(
    await requestJson(`/api/admin/guests?email=${encodeURIComponent(email.trim())}`, { method: "DELETE" }),
  );
}
