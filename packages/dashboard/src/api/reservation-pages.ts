import { infiniteQueryOptions } from "@tanstack/react-query";
import {
  type ReservationPageRequest,
  type ReservationPageResponse,
  reservationPageResponseSchema,
} from "@tischservice/core";
import { api, dataOf } from "./client.ts";
import type { paths } from "./generated/openapi.gen.ts";
import { queryKeys } from "./query-keys.ts";

type PageQuery = NonNullable<
  paths["/api/restaurants/{restaurantId}/reservations"]["get"]["parameters"]["query"]
>;

/** A page request's query: only what differs from the server's defaults. */
function reservationPageQuery(request: ReservationPageRequest): PageQuery {
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined && value !== ""),
  ) as PageQuery;
}

/** The query string of a page request (`reservationPageQuery` as the client sends it). */
export function reservationPageSearch(request: ReservationPageRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(reservationPageQuery(request))) params.set(key, String(value));
  return params.size > 0 ? `?${params}` : "";
}

/** `GET /api/restaurants/{restaurantId}/reservations?…`: one page of the list, the first with its counters. */
export async function fetchReservationPage(
  restaurantId: string,
  request: ReservationPageRequest,
  signal?: AbortSignal,
): Promise<ReservationPageResponse> {
  const raw = await dataOf(
    api.GET("/api/restaurants/{restaurantId}/reservations", {
      params: { path: { restaurantId }, query: reservationPageQuery(request) },
      ...(signal ? { signal } : {}),
    }),
  );
  return reservationPageResponseSchema.parse(raw);
}

/**
 * The restaurant's reservations of one filter (a page request without its cursor), a page at a time, under
 * the reservations' key, so that every change reloads the loaded pages.
 */
export const reservationPagesQueryOptions = (
  restaurantId: string,
  filter: Omit<ReservationPageRequest, "cursor">,
) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reservationPages(restaurantId, filter),
    queryFn: ({ pageParam, signal }) =>
      fetchReservationPage(
        restaurantId,
        pageParam === null ? filter : { ...filter, cursor: pageParam },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
