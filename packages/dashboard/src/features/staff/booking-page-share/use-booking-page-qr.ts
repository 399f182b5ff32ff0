import { useQuery } from "@tanstack/react-query";
import { bookingPageQrQueryOptions } from "../../../api/booking-page-qr.ts";
import type { QrPreview } from "./qr-preview.tsx";

/**
 * The booking page's QR code for the restaurant's current slug. Its key sits below the restaurant's, so an
 * update of the restaurant (a new slug) reloads it; the server's ETag keeps that cheap.
 */
export function useBookingPageQr(restaurantId: string, slug: string | undefined) {
  const query = useQuery({
    ...bookingPageQrQueryOptions(restaurantId, slug ?? ""),
    enabled: Boolean(slug),
    retry: 1,
  });
  const preview: QrPreview = query.isError
    ? { status: "error" }
    : query.data
      ? { status: "success", src: query.data }
      : { status: "pending" };
  return { preview, retry: () => void query.refetch() };
}
