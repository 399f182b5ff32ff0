import { queryOptions } from "@tanstack/react-query";
import { NetworkError } from "./api-errors.ts";
import { api } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

export type QrFormat = "svg" | "png";

/** `GET /api/restaurants/{restaurantId}/booking-page-qr.{svg|png}`, as a download with `download`. */
export function bookingPageQrPath(restaurantId: string, format: QrFormat, download = false): string {
  const path = `/api/restaurants/${encodeURIComponent(restaurantId)}/booking-page-qr.${format}`;
  return download ? `${path}?download=1` : path;
}

/**
 * The booking page's QR code as a data URL for an `<img>`: read with the session cookie (owner only), and
 * checked to be an SVG, so that an error page never shows up as a broken picture.
 */
export async function fetchBookingPageQrSrc(restaurantId: string, signal?: AbortSignal): Promise<string> {
  const { data } = await api.GET("/api/restaurants/{restaurantId}/booking-page-qr.svg", {
    params: { path: { restaurantId } },
    headers: { Accept: "image/svg+xml" },
    parseAs: "text",
    ...(signal ? { signal } : {}),
  });
  const text = data ?? "";
  if (!text.trimStart().startsWith("<svg")) throw new NetworkError("Ungültige Serverantwort");
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
}

/** The QR code for the restaurant's current slug (below the restaurant's key: a new slug reloads it). */
export const bookingPageQrQueryOptions = (restaurantId: string, slug: string) =>
  queryOptions({
    queryKey: queryKeys.bookingPageQr(restaurantId, slug),
    queryFn: ({ signal }) => fetchBookingPageQrSrc(restaurantId, signal),
  });
