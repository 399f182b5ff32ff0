import { reservationEditTexts } from "@tischservice/core";
import { findRestaurant, requireStaff } from "../../auth/access.ts";
import type { AppRouteHandler } from "../../lib/types.ts";
import { editReservation } from "../../reservations/edit-reservation.ts";
import { findReservation } from "./reservations.handlers.ts";
import type { updateReservation } from "./reservations.routes.ts";

export const updateReservationHandler: AppRouteHandler<typeof updateReservation> = async (c) => {
  const deps = c.var.deps;
  const row = await findReservation(deps.db, c.req.valid("param").id);
  const restaurant = await findRestaurant(deps.db, row.restaurantId);
  const user = requireStaff(c, restaurant);
  const { reservation, changes } = await editReservation(deps, {
    restaurant,
    reservationId: row.id,
    body: c.req.valid("json"),
    by: { actor: "staff", userId: user.id },
  });
  const message = changes.length > 0 ? reservationEditTexts.changed : reservationEditTexts.unchanged;
  return c.json({ success: true as const, message, data: reservation }, 200);
};
