import {
  LIST_PAGE_SIZE,
  type RestaurantPageResponse,
  restaurantPageResponseSchema,
  type UserPageResponse,
  userPageResponseSchema,
} from "@tischservice/core";
import { api, dataOf } from "./client.ts";

/** A list page's request: the search (blank: all), the cursor of the page before, and how many. */
export interface ListPageParams {
  q?: string;
  cursor?: string | null;
  limit?: number;
}

/**
 * A page's query: always with a limit, so the server answers a page and never the whole list (which it
 * keeps for integrations), the search when there is one, the cursor after the first page.
 */
export function listPageQuery({ q, cursor, limit = LIST_PAGE_SIZE }: ListPageParams) {
  const request: { limit: number; q?: string; cursor?: string } = { limit };
  const term = q?.trim();
  if (term) request.q = term;
  if (cursor) request.cursor = cursor;
  return request;
}

/** The query string of a page (`listPageQuery` as the client sends it). */
export function listPageSearch(params: ListPageParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(listPageQuery(params))) search.set(key, String(value));
  return `?${search}`;
}

/** `GET /api/restaurants?limit=…`: a page of the restaurants the caller may see (admins: all of them). */
export async function fetchRestaurantPage(
  params: ListPageParams,
  signal?: AbortSignal,
): Promise<RestaurantPageResponse> {
  const query = listPageQuery(params);
  const raw = await dataOf(api.GET("/api/restaurants", { params: { query }, ...(signal ? { signal } : {}) }));
  return restaurantPageResponseSchema.parse(raw);
}

/** `GET /api/users?limit=…` (admins only): a page of the accounts. */
export async function fetchUserPage(params: ListPageParams, signal?: AbortSignal): Promise<UserPageResponse> {
  const query = listPageQuery(params);
  const raw = await dataOf(api.GET("/api/users", { params: { query }, ...(signal ? { signal } : {}) }));
  return userPageResponseSchema.parse(raw);
}
