import {
  type GuestListEntry,
  type GuestListSort,
  type GuestProfile,
  type GuestProfileUpdateRequest,
  guestListResponseSchema,
  guestProfileResponseSchema,
} from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

export interface GuestListFilter {
  q: string;
  tag: string;
  sort: GuestListSort;
}

/** Which guest: by address, or by phone when they gave none. */
export type GuestLookup = { email: string } | { phone: string };

/** The guest a list entry's key names (the address in lower case, else the phone in E.164 form). */
export function lookupOfKey(entry: { key: string; email: string }): GuestLookup {
  return entry.email.trim() !== "" ? { email: entry.key } : { phone: entry.key };
}

const base = (restaurantId: string) => `/api/guests/restaurant/${encodeURIComponent(restaurantId)}`;
const profilePath = (restaurantId: string, lookup: GuestLookup) =>
  `${base(restaurantId)}/profile?${new URLSearchParams(lookup)}`;

/** One page of the list, how many guests match in all, and where the next page starts (null: none). */
export interface GuestListPage {
  guests: GuestListEntry[];
  total: number;
  nextOffset: number | null;
}

/**
 * `GET /api/guests/restaurant/{restaurantId}?q=&tag=&sort=&offset=`: one page (the server's 50) of the
 * guests matching search and tag.
 */
export async function fetchGuests(
  restaurantId: string,
  filter: GuestListFilter,
  offset = 0,
): Promise<GuestListPage> {
  const params = new URLSearchParams({ sort: filter.sort });
  if (filter.q.trim() !== "") params.set("q", filter.q.trim());
  if (filter.tag !== "") params.set("tag", filter.tag);
  if (offset > 0) params.set("offset", String(offset));
  const answer = guestListResponseSchema.parse(await requestJson(`${base(restaurantId)}?${params}`));
  if (!answer.success || !answer.data) throw new ApiError(500, answer.message ?? null, answer);
  return { guests: answer.data, total: answer.total, nextOffset: answer.nextOffset };
}

/** `GET /api/guests/restaurant/{restaurantId}/profile?email=` (or `?phone=`): one guest with their reservations. */
export async function fetchGuestProfile(restaurantId: string, lookup: GuestLookup): Promise<GuestProfile> {
  const answer = guestProfileResponseSchema.parse(await requestJson(profilePath(restaurantId, lookup)));
  if (!answer.success || !answer.data) throw new ApiError(500, answer.message ?? null, answer);
  return answer.data;
}

/** `PUT /api/guests/restaurant/{restaurantId}/profile?email=` (or `?phone=`) with the staff's note and tags. */
export async function saveGuestProfile(
  restaurantId: string,
  lookup: GuestLookup,
  update: GuestProfileUpdateRequest,
): Promise<GuestProfile> {
  const answer = guestProfileResponseSchema.parse(
    await requestJson(profilePath(restaurantId, lookup), { method: "PUT", body: update }),
  );
  if (!answer.success || !answer.data) throw new ApiError(500, answer.message ?? null, answer);
  return answer.data;
}
