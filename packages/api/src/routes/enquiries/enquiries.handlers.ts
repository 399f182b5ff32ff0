import { enquiryTexts, validationTexts } from "@tischservice/core";
import { desc, eq } from "drizzle-orm";
import { findRestaurant, requireStaff } from "../../auth/access.ts";
import { hashToken } from "../../auth/tokens.ts";
import { enquiries } from "../../db/schema/index.ts";
import { answerEnquiry } from "../../enquiries/answer-enquiry.ts";
import { createEnquiry } from "../../enquiries/create-enquiry.ts";
import { toEnquiryDto } from "../../enquiries/enquiry-dto.ts";
import { refuseBlockedOnline } from "../../guests/online-block.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { refuseIfLimited } from "../../lib/refuse-if-limited.ts";
import type { AppRouteHandler } from "../../lib/types.ts";
import { mayMailReceipt } from "../../mail/address-mail-limits.ts";
import { refuseUnlessTakingRequests } from "../../restaurants/owner-standing.ts";
import type * as routes from "./enquiries.routes.ts";

const enquiryNotFound = "Diese Anfrage wurde nicht gefunden.";

export const createEnquiryHandler: AppRouteHandler<typeof routes.createEnquiry> = async (c) => {
  const { website, ...body } = c.req.valid("json");
  // The honeypot, as in bookings: people never see the field, bots fill it in. Nothing is stored.
  if (website?.trim()) throw badRequest(validationTexts.invalidInput);
  const { db, rateLimiter, rateLimits, now } = c.var.deps;
  const restaurant = await findRestaurant(db, c.req.valid("param").restaurantId);
  const decision = await rateLimiter.consume(
    `enquiry:ip:${clientIp(c)}`,
    rateLimits.bookingPerIp,
    rateLimits.windowMs,
    now(),
  );
  refuseIfLimited(c, [decision]);
  await refuseUnlessTakingRequests(db, restaurant);
  await refuseBlockedOnline(db, restaurant, { email: body.customerEmail, phone: body.customerPhone });
  const mailReceipt = await mayMailReceipt(c.var.deps, body.customerEmail);
  const data = await createEnquiry(c.var.deps, restaurant, body, mailReceipt);
  return c.json({ success: true as const, message: enquiryTexts.received, data }, 201);
};

export const listEnquiriesHandler: AppRouteHandler<typeof routes.listEnquiries> = async (c) => {
  const { db } = c.var.deps;
  const restaurant = await findRestaurant(db, c.req.valid("param").restaurantId);
  requireStaff(c, restaurant);
  const rows = await db
    .select()
    .from(enquiries)
    .where(eq(enquiries.restaurantId, restaurant.id))
    .orderBy(desc(enquiries.createdAt));
  return c.json({ success: true as const, data: rows.map(toEnquiryDto) }, 200);
};

async function findEnquiry(c: Parameters<AppRouteHandler<typeof routes.answerEnquiry>>[0], id: string) {
  const [row] = await c.var.deps.db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1);
  if (!row) throw notFound(enquiryNotFound);
  return row;
}

export const answerEnquiryHandler: AppRouteHandler<typeof routes.answerEnquiry> = async (c) => {
  const row = await findEnquiry(c, c.req.valid("param").id);
  const restaurant = await findRestaurant(c.var.deps.db, row.restaurantId);
  const user = requireStaff(c, restaurant);
  const answer = c.req.valid("json");
  const data = await answerEnquiry(c.var.deps, restaurant, row, answer, { actor: "staff", userId: user.id });
  const message = answer.status === "accepted" ? enquiryTexts.accepted : enquiryTexts.declined;
  return c.json({ success: true as const, message, data }, 200);
};

export const guestEnquiryHandler: AppRouteHandler<typeof routes.guestEnquiry> = async (c) => {
  const { db } = c.var.deps;
  const [row] = await db
    .select()
    .from(enquiries)
    .where(eq(enquiries.id, c.req.valid("param").id))
    .limit(1);
  // Unknown id and wrong token look the same.
  if (!row || row.viewTokenHash !== hashToken(c.req.valid("query").token)) throw notFound(enquiryNotFound);
  const restaurant = await findRestaurant(db, row.restaurantId);
  const { name, address, phone, email } = restaurant;
  return c.json(
    { success: true as const, data: { ...toEnquiryDto(row), restaurant: { name, address, phone, email } } },
    200,
  );
};
