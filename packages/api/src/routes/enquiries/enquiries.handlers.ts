import { enquiryTexts } from "@tischservice/core";
import { desc, eq } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import { findRestaurant, requireStaff } from "../../auth/access.ts";
import { enquiries } from "../../db/schema/index.ts";
import { answerEnquiry } from "../../enquiries/answer-enquiry.ts";
import { createEnquiry } from "../../enquiries/create-enquiry.ts";
import { toEnquiryDto } from "../../enquiries/enquiry-dto.ts";
import { admitGuestRequest } from "../../table-requests/admit-request.ts";
import { guestViewRestaurant } from "../../table-requests/guest-view.ts";
import { loadTableRequest, loadTableRequestByToken } from "../../table-requests/load-request.ts";
import type * as routes from "./enquiries.routes.ts";

export const createEnquiryHandler: AppRouteHandler<typeof routes.createEnquiry> = async (c) => {
  const { restaurant, request, mailReceipt } = await admitGuestRequest(
    c,
    "enquiry",
    c.req.valid("param").restaurantId,
    c.req.valid("json"),
  );
  const data = await createEnquiry(c.var.deps, restaurant, request, mailReceipt);
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

export const answerEnquiryHandler: AppRouteHandler<typeof routes.answerEnquiry> = async (c) => {
  const row = await loadTableRequest(c.var.deps.db, "enquiry", c.req.valid("param").id);
  const restaurant = await findRestaurant(c.var.deps.db, row.restaurantId);
  const user = requireStaff(c, restaurant);
  const answer = c.req.valid("json");
  const data = await answerEnquiry(c.var.deps, restaurant, row, answer, { actor: "staff", userId: user.id });
  const message = answer.status === "accepted" ? enquiryTexts.accepted : enquiryTexts.declined;
  return c.json({ success: true as const, message, data }, 200);
};

export const guestEnquiryHandler: AppRouteHandler<typeof routes.guestEnquiry> = async (c) => {
  const { db } = c.var.deps;
  const row = await loadTableRequestByToken(
    db,
    "enquiry",
    c.req.valid("param").id,
    c.req.valid("query").token,
  );
  const restaurant = guestViewRestaurant("enquiry", await findRestaurant(db, row.restaurantId));
  return c.json({ success: true as const, data: { ...toEnquiryDto(row), restaurant } }, 200);
};
