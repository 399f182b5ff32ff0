import { etag } from "hono/etag";
import { createRouter } from "../../http/create-router.ts";
import { getBookingPageQrPngHandler, getBookingPageQrSvgHandler } from "./booking-page-qr.handlers.ts";
import * as routes from "./booking-page-qr.routes.ts";

/** A strong ETag over the image's bytes, and 304 for a matching `If-None-Match` (after the owner check). */
const qrEtag = etag();

export const bookingPageQrRouter = createRouter();
bookingPageQrRouter.use("/api/restaurants/:restaurantId/booking-page-qr.svg", qrEtag);
bookingPageQrRouter.use("/api/restaurants/:restaurantId/booking-page-qr.png", qrEtag);
bookingPageQrRouter
  .openapi(routes.getBookingPageQrSvg, getBookingPageQrSvgHandler)
  .openapi(routes.getBookingPageQrPng, getBookingPageQrPngHandler);
