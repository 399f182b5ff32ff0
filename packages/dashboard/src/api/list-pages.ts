import {
  LIST_PAGE_SIZE,
  type RestaurantListRequest,
  type RestaurantPageResponse,
  restaurantPageResponseSchema,
  type UserListRequest,
  type UserPageResponse,
  userPageResponseSchema,
} from "@tischservice/core";
import { requestJson } from "./http.ts";

/** A list page's request: the search (blank: all), the cursor of the page before, and how many. */
export interface ListPageParams {
  q?: string;
  cursor?: string | null;
  limit?: number;
}

/**
 * The query string of a page: always with a limit, so the server answers a page and never the whole
 * list (which it keeps for integrations), the search when there is one, the cursor after the first page.
 */
export function listPageSearch({ q, cursor, limit = LIST_PAGE_SIZE }: ListPageParams): string {
  const request: RestaurantListRequest & UserListRequest = { limit };
  const term = q?.trim();
  if (term) request.q = term;
  if (cursor) request.cursor = cursor;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) params.set(key, String(value));
  return `?${params}`;
}

/** `GET /api/restaurants?limit=…`: a page of the restaurants the caller may see (admins: all of them). */
export async function fetchRestaurantPage(
  params: ListPageParams,
  signal?: AbortSignal,
): Promise<RestaurantPageResponse> {
  const raw = await requestJson(`/api/restaurants${listPageSearch(params)}`, signal ? { signal } : {});
  return restaurantPageResponseSchema.parse(raw);
}

/** `GET /api/users?limit=…` (admins only): a page of the accounts. */
export async function fetchUserPage(params: ListPageParams, signal?: AbortSignal): Promise<UserPageResponse> {
  const raw = await requestJson(`/api/users${listPageSearch(params)}`, signal ? { signal } : {});
  return userPageResponseSchema.parse(raw);
}
