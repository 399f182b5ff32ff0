import { validationTexts } from "@tischservice/core";
import type { Context } from "hono";
import type { AppBindings } from "../app/types.ts";
import { findRestaurant, type Restaurant } from "../auth/access.ts";
import { refuseBlockedOnline } from "../guests/online-block.ts";
import { refuseIfLimited } from "../http/refuse-if-limited.ts";
import { clientIp } from "../lib/client-ip.ts";
import { badRequest } from "../lib/errors.ts";
import { mayMailReceipt } from "../mail/address-mail-limits.ts";
import { refuseUnlessTakingRequests } from "../restaurants/owner-standing.ts";
import type { TableRequestKind } from "./kind.ts";

interface GuestRequestBody {
  website?: string | undefined;
  customerEmail: string;
  customerPhone?: string | undefined;
}

/**
 * What a guest's new request passes before it is stored, the same for both kinds: the honeypot, the
 * per-address rate limit (counted per kind), a restaurant that takes requests, a guest not blocked online;
 * answers the restaurant, the request without the honeypot and whether the receipt may be mailed.
 */
export async function admitGuestRequest<B extends GuestRequestBody>(
  c: Context<AppBindings>,
  kind: TableRequestKind,
  restaurantId: string,
  json: B,
): Promise<{ restaurant: Restaurant; request: Omit<B, "website">; mailReceipt: boolean }> {
  const { website, ...request } = json;
  // The honeypot, as in bookings: people never see the field, bots fill it in. Nothing is stored.
  if (website?.trim()) throw badRequest(validationTexts.invalidInput);
  const { db, rateLimiter, rateLimits, now } = c.var.deps;
  const restaurant = await findRestaurant(db, restaurantId);
  const decision = await rateLimiter.consume(
    `${kind}:ip:${clientIp(c)}`,
    rateLimits.bookingPerIp,
    rateLimits.windowMs,
    now(),
  );
  refuseIfLimited(c, [decision]);
  await refuseUnlessTakingRequests(db, restaurant);
  await refuseBlockedOnline(db, restaurant, { email: json.customerEmail, phone: json.customerPhone });
  const mailReceipt = await mayMailReceipt(c.var.deps, json.customerEmail);
  return { restaurant, request, mailReceipt };
}
