import { seatNowTexts } from "@tischservice/core";
import type { AppRouteHandler } from "../../app/types.ts";
import { findRestaurant, requireStaff, requireUser } from "../../auth/access.ts";
import { seatNow } from "../../reservations/seat-now.ts";
import type { seatNowRoute } from "./seat-now.routes.ts";

export const seatNowHandler: AppRouteHandler<typeof seatNowRoute> = async (c) => {
  requireUser(c);
  const { restaurantId, ...body } = c.req.valid("json");
  const restaurant = await findRestaurant(c.var.deps.db, restaurantId);
  const user = requireStaff(c, restaurant);
  const { reservation, tableName } = await seatNow(c.var.deps, {
    ...body,
    restaurant,
    by: { actor: "staff", userId: user.id },
  });
  return c.json({ success: true as const, message: seatNowTexts.seated(tableName), data: reservation }, 201);
};
