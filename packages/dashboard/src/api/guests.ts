import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import {
  type GuestListEntry,
  type GuestListSort,
  type GuestProfile,
  type GuestProfileUpdateRequest,
  guestListResponseSchema,
  guestProfileResponseSchema,
} from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

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

/** The restaurant and the guest, as the profile's calls send them. */
const profileParams = (restaurantId: string, lookup: GuestLookup) => ({
  params: { path: { restaurantId }, query: lookup },
});

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
  const query = {
    sort: filter.sort,
    ...(filter.q.trim() !== "" ? { q: filter.q.trim() } : {}),
    ...(filter.tag !== "" ? { tag: filter.tag } : {}),
    ...(offset > 0 ? { offset } : {}),
  };
  const answer = guestListResponseSchema.parse(
    await dataOf(
      api.GET("/api/guests/restaurant/{restaurantId}", { params: { path: { restaurantId }, query } }),
    ),
  );
  if (!answer.success || !answer.data) throw new ApiError(500, answer.message ?? null, answer);
  return { guests: answer.data, total: answer.total, nextOffset: answer.nextOffset };
}

/** The guests matching search, tag and order, page by page (the server's 50 each). */
export const guestListQueryOptions = (restaurantId: string, filter: GuestListFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.guestList(restaurantId, filter.q.trim(), filter.tag, filter.sort),
    queryFn: ({ pageParam }) => fetchGuests(restaurantId, filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });

/** `GET /api/guests/restaurant/{restaurantId}/profile?email=` (or `?phone=`): one guest with their reservations. */
export async function fetchGuestProfile(restaurantId: string, lookup: GuestLookup): Promise<GuestProfile> {
  const answer = guestProfileResponseSchema.parse(
    await dataOf(
      api.GET("/api/guests/restaurant/{restaurantId}/profile", profileParams(restaurantId, lookup)),
    ),
  );
  if (!answer.success || !answer.data) throw new ApiError(500, answer.message ?? null, answer);
  return answer.data;
}

/** How the profile's key names a guest: `email:<address>` or `phone:<E.164>`. */
export const guestKeyOf = (lookup: GuestLookup) =>
  "email" in lookup ? `email:${lookup.email}` : `phone:${lookup.phone}`;

/** One guest's profile with their reservations. */
export const guestProfileQueryOptions = (restaurantId: string, lookup: GuestLookup) =>
  queryOptions({
    queryKey: queryKeys.guestProfile(restaurantId, guestKeyOf(lookup)),
    queryFn: () => fetchGuestProfile(restaurantId, lookup),
  });

/** `PUT /api/guests/restaurant/{restaurantId}/profile?email=` (or `?phone=`) with the staff's note and tags. */
export async function saveGuestProfile(
  restaurantId: string,
  lookup: GuestLookup,
  update: GuestProfileUpdateRequest,
): Promise<GuestProfile> {
  const answer = guestProfileResponseSchema.parse(
    await dataOf(
      api.PUT("/api/guests/restaurant/{restaurantId}/profile", {
        ...profileParams(restaurantId, lookup),
        body: update,
      }),
    ),
  );
  if (!answer.success || !answer.data) throw new ApiError(500, answer.message ?? null, answer);
  return answer.data;
}
