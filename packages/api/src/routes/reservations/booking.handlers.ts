import { validationTexts } from "@tischservice/core";
import type { Context } from "hono";
import type { AppBindings, AppRouteHandler } from "../../app/types.ts";
import { findRestaurant, isStaffOf, requireUser } from "../../auth/access.ts";
import { refuseBlockedOnline } from "../../guests/online-block.ts";
import { refuseIfLimited } from "../../http/refuse-if-limited.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { badRequest } from "../../lib/errors.ts";
import { mayMailReceipt } from "../../mail/address-mail-limits.ts";
import { type BookingRequest, bookingMessages, bookReservation } from "../../reservations/booking.ts";
import { loadConfigFlags } from "../../reservations/config-flags.ts";
import { refuseUnlessTakingRequests } from "../../restaurants/owner-standing.ts";
import type { bookAsCustomer, bookPublic } from "./reservations.routes.ts";

type Fields = Pick<
  BookingRequest,
  "customerName" | "customerEmail" | "numberOfGuests" | "reservationDate" | "timeSlot"
> & {
  customerPhone?: string | undefined;
  specialRequests?: string | undefined;
  language?: BookingRequest["language"] | undefined;
};

async function rateLimit(c: Context<AppBindings>) {
  const { rateLimiter, rateLimits, now } = c.var.deps;
  const decision = await rateLimiter.consume(
    `booking:ip:${clientIp(c)}`,
    rateLimits.bookingPerIp,
    rateLimits.windowMs,
    now(),
  );
  refuseIfLimited(c, [decision]);
}

async function answer(
  c: Context<AppBindings>,
  request: Omit<BookingRequest, "customerPhone" | "specialRequests" | "language"> & Fields,
) {
  const result = await bookReservation(c.var.deps, {
    ...request,
    customerPhone: request.customerPhone ?? "",
    specialRequests: request.specialRequests ?? "",
    language: request.language ?? "de",
  });
  const message =
    result.reservation.status === "confirmed" ? bookingMessages.confirmed : bookingMessages.pending;
  if (!result.created) c.header("Idempotent-Replayed", "true");
  return { success: true as const, message, data: result.reservation, status: result.created ? 201 : 200 };
}

export const bookPublicHandler: AppRouteHandler<typeof bookPublic> = async (c) => {
  const body = c.req.valid("json");
  // The honeypot: people never see the field, bots fill it in. Nothing is stored.
  if (body.website?.trim()) throw badRequest(validationTexts.invalidInput);
  const restaurant = await findRestaurant(c.var.deps.db, c.req.valid("param").restaurantId);
  const staff = isStaffOf(c.var.user, restaurant);
  // Staff take phone calls and walk-ins with a name and maybe a phone number; a guest's own booking needs
  // the address its confirmation goes to.
  const customerEmail = body.customerEmail ?? "";
  if (!staff && customerEmail === "") throw badRequest(validationTexts.bookingEmailRequired);
  if (!staff) {
    await rateLimit(c);
    await refuseUnlessTakingRequests(c.var.deps.db, restaurant);
    await refuseBlockedOnline(c.var.deps.db, restaurant, { email: customerEmail, phone: body.customerPhone });
  }
  // Staff book for guests they spoke to; only the public form is capped in what it mails one address.
  const mailGuest = staff || (await mayMailReceipt(c.var.deps, customerEmail));
  const config = await configFlags(c, restaurant.id);
  const approvedByStaff = staff && body.autoApprove === true;
  const confirmed = approvedByStaff || config.autoConfirmReservations;
  const staffUser = staff ? { actor: "staff" as const, userId: c.var.user?.id ?? null } : null;
  const { status, ...json } = await answer(c, {
    ...body,
    customerEmail,
    restaurant,
    channel: staff ? "staff" : "public",
    status: confirmed ? "confirmed" : "pending",
    source: staff ? "staff" : "widget",
    customerUserId: null,
    idempotencyKey: c.req.valid("header")["idempotency-key"] ?? null,
    createdBy: staffUser ?? { actor: "guest", userId: null },
    confirmedBy: approvedByStaff && staffUser ? staffUser : { actor: "auto_confirm", userId: null },
    mailGuest,
  });
  return status === 201 ? c.json(json, 201) : c.json(json, 200);
};

export const bookAsCustomerHandler: AppRouteHandler<typeof bookAsCustomer> = async (c) => {
  const user = requireUser(c);
  const { restaurantId, ...body } = c.req.valid("json");
  const restaurant = await findRestaurant(c.var.deps.db, restaurantId);
  await rateLimit(c);
  await refuseUnlessTakingRequests(c.var.deps.db, restaurant);
  await refuseBlockedOnline(c.var.deps.db, restaurant, {
    email: body.customerEmail,
    phone: body.customerPhone,
  });
  const mailGuest = await mayMailReceipt(c.var.deps, body.customerEmail);
  const config = await configFlags(c, restaurant.id);
  const { status, ...json } = await answer(c, {
    ...body,
    restaurant,
    channel: "public",
    status: config.autoConfirmReservations ? "confirmed" : "pending",
    source: "customer",
    customerUserId: user.id,
    idempotencyKey: c.req.valid("header")["idempotency-key"] ?? null,
    createdBy: { actor: "guest", userId: user.id },
    confirmedBy: { actor: "auto_confirm", userId: null },
    mailGuest,
  });
  return status === 201 ? c.json(json, 201) : c.json(json, 200);
};

function configFlags(c: Context<AppBindings>, restaurantId: string) {
  return loadConfigFlags(c.var.deps.db, restaurantId);
}
