import { type GuestHint, guestHintsResponseSchema } from "@tischservice/core";
import { requestJson } from "./http.ts";

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
  const params = new URLSearchParams();
  if (range.from) params.set("from", range.from);
  if (range.to) params.set("to", range.to);
  const query = params.size > 0 ? `?${params}` : "";
  const answer = guestHintsResponseSchema.parse(
    await requestJson(`/api/guests/restaurant/${encodeURIComponent(restaurantId)}/hints${query}`),
  );
  return answer.data;
}
