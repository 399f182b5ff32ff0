import { waitlistTexts } from "@tischservice/core";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppBindings, AppRouteHandler } from "../../app/types.ts";
import { findRestaurant, requireStaff } from "../../auth/access.ts";
import { waitlistEntries } from "../../db/schema/index.ts";
import { admitGuestRequest } from "../../table-requests/admit-request.ts";
import { guestViewRestaurant } from "../../table-requests/guest-view.ts";
import { loadTableRequest, loadTableRequestByToken } from "../../table-requests/load-request.ts";
import { acceptOffer, closeEntry, declineOffer } from "../../waitlist/answer-offer.ts";
import { createWaitlistEntry } from "../../waitlist/create-entry.ts";
import { offerByHand } from "../../waitlist/offer-by-hand.ts";
import { toWaitlistDtoOf, toWaitlistDtos } from "../../waitlist/waitlist-dto.ts";
import type * as routes from "./waitlist.routes.ts";

const findEntry = (c: Context<AppBindings>, id: string) => loadTableRequest(c.var.deps.db, "waitlist", id);

/** The entry of the guest's link: the receipt's token or the latest offer mail's. */
const guestEntry = (c: Context<AppBindings>, id: string, token: string) =>
  loadTableRequestByToken(c.var.deps.db, "waitlist", id, token);

export const joinWaitlistHandler: AppRouteHandler<typeof routes.joinWaitlist> = async (c) => {
  const { restaurant, request, mailReceipt } = await admitGuestRequest(
    c,
    "waitlist",
    c.req.valid("param").restaurantId,
    c.req.valid("json"),
  );
  const data = await createWaitlistEntry(c.var.deps, restaurant, request, mailReceipt);
  return c.json({ success: true as const, message: waitlistTexts.added, data }, 201);
};

export const listWaitlistHandler: AppRouteHandler<typeof routes.listWaitlist> = async (c) => {
  const { db } = c.var.deps;
  const restaurant = await findRestaurant(db, c.req.valid("param").restaurantId);
  requireStaff(c, restaurant);
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.restaurantId, restaurant.id),
        eq(waitlistEntries.date, c.req.valid("query").date),
      ),
    )
    .orderBy(
      asc(sql`case when ${waitlistEntries.status} in ('waiting', 'offered') then 0 else 1 end`),
      asc(waitlistEntries.createdAt),
    );
  return c.json({ success: true as const, data: await toWaitlistDtos(db, rows) }, 200);
};

export const guestWaitlistEntryHandler: AppRouteHandler<typeof routes.guestWaitlistEntry> = async (c) => {
  const { db } = c.var.deps;
  const row = await guestEntry(c, c.req.valid("param").id, c.req.valid("query").token);
  const restaurant = guestViewRestaurant("waitlist", await findRestaurant(db, row.restaurantId));
  const entry = await toWaitlistDtoOf(db, row);
  return c.json({ success: true as const, data: { ...entry, restaurant } }, 200);
};

export const acceptWaitlistOfferHandler: AppRouteHandler<typeof routes.acceptWaitlistOffer> = async (c) => {
  const row = await guestEntry(c, c.req.valid("param").id, c.req.valid("query").token);
  const restaurant = await findRestaurant(c.var.deps.db, row.restaurantId);
  const data = await acceptOffer(c.var.deps, restaurant, row);
  return c.json({ success: true as const, message: waitlistTexts.booked, data }, 201);
};

export const declineWaitlistOfferHandler: AppRouteHandler<typeof routes.declineWaitlistOffer> = async (c) => {
  const row = await guestEntry(c, c.req.valid("param").id, c.req.valid("query").token);
  const restaurant = await findRestaurant(c.var.deps.db, row.restaurantId);
  const data = await declineOffer(c.var.deps, restaurant, row);
  return c.json({ success: true as const, message: waitlistTexts.declined, data }, 200);
};

export const offerWaitlistTableHandler: AppRouteHandler<typeof routes.offerWaitlistTable> = async (c) => {
  const row = await findEntry(c, c.req.valid("param").id);
  const restaurant = await findRestaurant(c.var.deps.db, row.restaurantId);
  requireStaff(c, restaurant);
  const data = await offerByHand(c.var.deps, restaurant, row, c.req.valid("json"));
  return c.json({ success: true as const, message: waitlistTexts.offered, data }, 201);
};

export const closeWaitlistEntryHandler: AppRouteHandler<typeof routes.closeWaitlistEntry> = async (c) => {
  const { id } = c.req.valid("param");
  const { token } = c.req.valid("query");
  if (token !== undefined) {
    // The guest leaves through their link.
    const row = await guestEntry(c, id, token);
    const restaurant = await findRestaurant(c.var.deps.db, row.restaurantId);
    const data = await closeEntry(c.var.deps, restaurant, row, "left");
    return c.json({ success: true as const, message: waitlistTexts.left, data }, 200);
  }
  const row = await findEntry(c, id);
  const restaurant = await findRestaurant(c.var.deps.db, row.restaurantId);
  requireStaff(c, restaurant);
  const data = await closeEntry(c.var.deps, restaurant, row, "removed");
  return c.json({ success: true as const, message: waitlistTexts.removed, data }, 200);
};
