import type { FreeTime } from "@tischservice/core/rules";
import { type ApiClient, isRecord, text } from "./api.ts";

/** How many other days' times a full day offers: one row of buttons on a phone, two at most. */
export const OTHER_DAYS_LIMIT = 5;

/**
 * The next free times from `from` on for the party, one per day (`GET /api/restaurants/{id}/next-free-times`):
 * one request, whatever the number of days the API looks at. Part of the later steps' chunk, the only
 * place that asks. An answer that is not a list (a 409 for a large group) offers nothing.
 */
export async function nextFreeTimes(
  api: ApiClient,
  restaurant: string,
  from: string,
  guests: number,
  limit = OTHER_DAYS_LIMIT,
): Promise<FreeTime[]> {
  const query = new URLSearchParams({ from, guests: String(guests), limit: String(limit) });
  const body = await api.getJson(`restaurants/${encodeURIComponent(restaurant)}/next-free-times?${query}`);
  const times = Array.isArray(body.times) ? body.times : [];
  return times
    .filter(isRecord)
    .map((entry) => ({ date: text(entry.date), time: text(entry.time) }))
    .filter((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.date) && /^\d{2}:\d{2}$/.test(entry.time));
}
