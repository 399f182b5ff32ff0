import { guestBookTexts, guestKeyOfLookup } from "@tischservice/core";
import type { AppRouteHandler } from "../../app/types.ts";
import { findRestaurant, requireStaff } from "../../auth/access.ts";
import { guestProfiles } from "../../db/schema/index.ts";
import { publishChange } from "../../events/publish-change.ts";
import { blockChangeOf } from "../../guests/guest-block-change.ts";
import { guestHints, guestProfileOf, isKnownGuest, listGuestPage } from "../../guests/guest-book.ts";
import { notFound } from "../../lib/errors.ts";
import type { getGuestProfile, listGuestHints, listGuests, updateGuestProfile } from "./guests.routes.ts";

export const listGuestsHandler: AppRouteHandler<typeof listGuests> = async (c) => {
  const { db, now } = c.var.deps;
  const restaurant = await findRestaurant(db, c.req.valid("param").restaurantId);
  requireStaff(c, restaurant);
  const page = await listGuestPage(db, restaurant.id, c.req.valid("query"), now());
  return c.json(
    {
      success: true as const,
      message: guestBookTexts.listed(page.total),
      data: page.guests,
      total: page.total,
      nextOffset: page.nextOffset,
    },
    200,
  );
};

export const listGuestHintsHandler: AppRouteHandler<typeof listGuestHints> = async (c) => {
  const { db, now } = c.var.deps;
  const restaurant = await findRestaurant(db, c.req.valid("param").restaurantId);
  requireStaff(c, restaurant);
  const data = await guestHints(db, restaurant.id, now(), c.req.valid("query"));
  return c.json({ success: true as const, message: guestBookTexts.hintsLoaded, data }, 200);
};

export const getGuestProfileHandler: AppRouteHandler<typeof getGuestProfile> = async (c) => {
  const { db, now } = c.var.deps;
  const restaurant = await findRestaurant(db, c.req.valid("param").restaurantId);
  requireStaff(c, restaurant);
  const key = guestKeyOfLookup(c.req.valid("query"));
  const data = await guestProfileOf(db, restaurant.id, key, now());
  if (!data) throw notFound(guestBookTexts.guestNotFound);
  return c.json({ success: true as const, message: guestBookTexts.profileLoaded, data }, 200);
};

/**
 * Saves note and tags at once (the whole of what staff edit), and the block when the body carries it; only
 * for a guest with reservations here. Setting a block stamps `blockedAt` once (saving the note again keeps
 * the stamp); lifting it clears the stamp and the reason.
 */
export const updateGuestProfileHandler: AppRouteHandler<typeof updateGuestProfile> = async (c) => {
  const deps = c.var.deps;
  const restaurant = await findRestaurant(deps.db, c.req.valid("param").restaurantId);
  requireStaff(c, restaurant);
  const key = guestKeyOfLookup(c.req.valid("query"));
  const { note, tags, blocked, blockedReason } = c.req.valid("json");
  const data = await deps.db.transaction(async (tx) => {
    if (!(await isKnownGuest(tx, restaurant.id, key))) throw notFound(guestBookTexts.guestNotFound);
    const at = deps.now();
    const block = blockChangeOf(blocked, blockedReason, at);
    await tx
      .insert(guestProfiles)
      .values({ restaurantId: restaurant.id, key, note, tags, ...block.inserted, updatedAt: at })
      .onConflictDoUpdate({
        target: [guestProfiles.restaurantId, guestProfiles.key],
        set: { note, tags, ...block.updated, updatedAt: at },
      });
    await publishChange(deps, tx, restaurant.id, "guests", key, "updated");
    return guestProfileOf(tx, restaurant.id, key, at);
  });
  if (!data) throw notFound(guestBookTexts.guestNotFound);
  return c.json({ success: true as const, message: guestBookTexts.profileSaved, data }, 200);
};
