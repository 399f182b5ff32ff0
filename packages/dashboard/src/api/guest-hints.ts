import { type GuestHint, guestHintsResponseSchema } from "@tischservice/core";
import { api, dataOf } from "./client.ts";

/** The hints of a shown range, by reservation id (reservations without address and phone have none). */
export type GuestHints = Readonly<Record<string, GuestHint>>;

/** Dates `YYYY-MM-DD`, both optional and inclusive. */
export interface GuestHintsRange {
  from?: string;
  to?: string;
}

/**
 * `GET /api/guests/restaurant/{restaurantId}/hints?from=&to=`: one answer for all cards of a day or list.
 * Loaded on demand (see `use-guest-hints.ts`), so its schema stays out of the first visit.
 */
export async function fetchGuestHints(restaurantId: string, range: GuestHintsRange): Promise<GuestHints> {
  const query = { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
  const raw = await dataOf(
    api.GET("/api/guests/restaurant/{restaurantId}/hints", { params: { path: { restaurantId }, query } }),
  );
  return guestHintsResponseSchema.parse(raw).data;
}
