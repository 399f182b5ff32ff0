import { bookingPageUrl } from "@tischservice/core";
import type { Context } from "hono";
import type { AppBindings, AppRouteHandler } from "../../app/types.ts";
import { findRestaurant, requireManager } from "../../auth/access.ts";
import { bookingPageQrPng, bookingPageQrSvg, type QrFormat } from "../../booking-page/booking-page-qr.ts";
import type { getBookingPageQrPng, getBookingPageQrSvg } from "./booking-page-qr.routes.ts";

/**
 * Only the owner's browser reads it, and the slug can change: kept privately, asked again each time, and
 * answered with a 304 through the ETag while the code is unchanged.
 */
export const QR_CACHE_CONTROL = "private, no-cache";

const contentTypes: Record<QrFormat, string> = {
  svg: "image/svg+xml; charset=utf-8",
  png: "image/png",
};

/** The restaurant's page address after the owner check: the same builder as the dashboard's link. */
async function pageUrlOf(c: Context<AppBindings>, restaurantId: string) {
  const { db, publicOrigin } = c.var.deps;
  const restaurant = await findRestaurant(db, restaurantId);
  requireManager(c, restaurant);
  return { url: bookingPageUrl(publicOrigin, restaurant.slug), slug: restaurant.slug };
}

function headersOf(format: QrFormat, slug: string, download: boolean): Record<string, string> {
  return {
    "Content-Type": contentTypes[format],
    "Cache-Control": QR_CACHE_CONTROL,
    ...(download
      ? { "Content-Disposition": `attachment; filename="buchungsseite-${slug}-qr.${format}"` }
      : {}),
  };
}

export const getBookingPageQrSvgHandler: AppRouteHandler<typeof getBookingPageQrSvg> = async (c) => {
  const { url, slug } = await pageUrlOf(c, c.req.valid("param").restaurantId);
  const download = c.req.valid("query").download === "1";
  return c.body(await bookingPageQrSvg(url), 200, headersOf("svg", slug, download));
};

export const getBookingPageQrPngHandler: AppRouteHandler<typeof getBookingPageQrPng> = async (c) => {
  const { url, slug } = await pageUrlOf(c, c.req.valid("param").restaurantId);
  const download = c.req.valid("query").download === "1";
  return c.body(new Uint8Array(await bookingPageQrPng(url)), 200, headersOf("png", slug, download));
};
