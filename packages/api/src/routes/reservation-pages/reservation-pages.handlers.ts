import { reservationPageTexts } from "@tischservice/core";
import { findRestaurant, requireStaff } from "../../auth/access.ts";
import type { AppRouteHandler } from "../../lib/types.ts";
import { toReservationDtos } from "../../reservations/reservation-dto.ts";
import { reservationCounters, reservationPageRows } from "./reservation-page-sql.ts";
import type { listReservationPage } from "./reservation-pages.routes.ts";

/** One page of the restaurant's reservations, the first with the counters of its filter; reads only. */
export const listReservationPageHandler: AppRouteHandler<typeof listReservationPage> = async (c) => {
  const { db } = c.var.deps;
  const restaurant = await findRestaurant(db, c.req.valid("param").restaurantId);
  requireStaff(c, restaurant);
  const query = c.req.valid("query");
  const [page, counters] = await Promise.all([
    reservationPageRows(db, restaurant.id, query),
    query.cursor === undefined ? reservationCounters(db, restaurant.id, query) : null,
  ]);
  const data = await toReservationDtos(db, page.rows);
  return c.json(
    {
      success: true as const,
      message: reservationPageTexts.listed(data.length),
      data,
      nextCursor: page.nextCursor,
      counters,
    },
    200,
  );
};
