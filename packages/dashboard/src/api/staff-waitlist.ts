import { queryOptions } from "@tanstack/react-query";
import {
  listResponseSchema,
  type WaitlistEntry,
  type WaitlistOfferRequest,
  waitlistEntrySchema,
} from "@tischservice/core";
import { api, dataOf } from "./client.ts";
import { changedRequestOf } from "./table-request.ts";

const listSchema = listResponseSchema(waitlistEntrySchema);
const changedEntry = changedRequestOf(waitlistEntrySchema);

/**
 * `GET /api/waitlist/restaurant/{restaurantId}?date=`: the waitlist of one day, all states, the active
 * entries first (staff).
 */
export async function fetchWaitlist(restaurantId: string, date: string): Promise<WaitlistEntry[]> {
  const raw = await dataOf(
    api.GET("/api/waitlist/restaurant/{restaurantId}", {
      params: { path: { restaurantId }, query: { date } },
    }),
  );
  return listSchema.parse(raw).data;
}

/**
 * The waitlist of one day: `['waitlist', restaurantId, date]`, below `['waitlist', restaurantId]`, which the
 * live entity `waitlist` invalidates (features/staff/live/invalidation.ts). Kept here rather than in
 * query-keys.ts, which every first visit loads: only the reservations page needs it.
 */
export const waitlistDayKey = (restaurantId: string, date: string) =>
  ["waitlist", restaurantId, date] as const;

/** The waitlist of `date` (`YYYY-MM-DD`). */
export const waitlistDayQueryOptions = (restaurantId: string, date: string) =>
  queryOptions({
    queryKey: waitlistDayKey(restaurantId, date),
    queryFn: () => fetchWaitlist(restaurantId, date),
  });

export interface WaitlistEntryChanged {
  entry: WaitlistEntry;
  /** The server's German confirmation, e.g. "Der Eintrag ist von der Warteliste entfernt." */
  message: string | null;
}

async function changed(call: Promise<{ data?: unknown }>): Promise<WaitlistEntryChanged> {
  const { request, message } = await changedEntry(call);
  return { entry: request, message };
}

/**
 * `POST /api/waitlist/{id}/offer`: offers the party a time on one or more tables by hand (held 15 minutes,
 * mailed). Refusals (409 tables taken or too small, entry no longer waiting; 400 unknown tables) reject
 * with `ApiError`.
 */
export function offerWaitlistTable(id: string, offer: WaitlistOfferRequest): Promise<WaitlistEntryChanged> {
  return changed(api.POST("/api/waitlist/{id}/offer", { params: { path: { id } }, body: offer }));
}

/** `DELETE /api/waitlist/{id}` (staff): removes the entry; an open hold is released and offered on. */
export function removeWaitlistEntry(id: string): Promise<WaitlistEntryChanged> {
  return changed(api.DELETE("/api/waitlist/{id}", { params: { path: { id } } }));
}
