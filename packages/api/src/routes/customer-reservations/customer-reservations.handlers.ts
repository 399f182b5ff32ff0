import { bookingErrorCodes, guestCanCancel, reservationsTexts } from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import { findRestaurant, requireUser } from "../../auth/access.ts";
import { reservations } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { changeReservationStatus } from "../../reservations/status-change.ts";
import { reservationNotFound, tooLateToCancel } from "../reservations/reservations.handlers.ts";
import type { cancelOwn } from "./customer-reservations.routes.ts";

export const cancelOwnHandler: AppRouteHandler<typeof cancelOwn> = async (c) => {
  const user = requireUser(c);
  const deps = c.var.deps;
  const [row] = await deps.db
    .select()
    .from(reservations)
    .where(eq(reservations.id, c.req.valid("param").id))
    .limit(1);
  const email = user.email.toLowerCase();
  const own = row && (row.customerUserId === user.id || row.customerEmail.toLowerCase() === email);
  // Someone else's reservation looks like an unknown one: ids are not confirmed to strangers.
  if (!row || !own) throw notFound(reservationNotFound);
  const restaurant = await findRestaurant(deps.db, row.restaurantId);
  const by = { actor: "guest" as const, userId: user.id };
  const data = await changeReservationStatus(deps, restaurant, row.id, "cancelled", by, {
    check: (locked) => {
      if (locked.status !== "cancelled" && !guestCanCancel(locked.status, locked.startsAt, deps.now())) {
        throw conflict(tooLateToCancel, { code: bookingErrorCodes.tooLateToCancel });
      }
    },
  });
  return c.json({ success: true as const, message: reservationsTexts.cancelledSuccess, data }, 200);
};
