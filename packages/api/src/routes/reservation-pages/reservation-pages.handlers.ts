import { apiAnswerTexts, reservationPageTexts } from "@tischservice/core";
import { and, eq } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import { findRestaurant, requireStaff } from "../../auth/access.ts";
import { reservations } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { reservationDtoColumns, toReservationDtos } from "../../reservations/reservation-dto.ts";
import { reservationCounters, reservationPageRows } from "./reservation-page-sql.ts";
import type { getRestaurantReservation, listReservationPage } from "./reservation-pages.routes.ts";

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

/**
 * One reservation of the restaurant for its staff. Another restaurant's reservation answers the same 404
 * as an unknown id, so that staff cannot tell which ids exist elsewhere.
 */
export const getRestaurantReservationHandler: AppRouteHandler<typeof getRestaurantReservation> = async (
  c,
) => {
  const { db } = c.var.deps;
  const { restaurantId, reservationId } = c.req.valid("param");
  const restaurant = await findRestaurant(db, restaurantId);
  requireStaff(c, restaurant);
  const ofRestaurant = and(eq(reservations.id, reservationId), eq(reservations.restaurantId, restaurant.id));
  const rows = await db.select(reservationDtoColumns).from(reservations).where(ofRestaurant).limit(1);
  const [data] = await toReservationDtos(db, rows);
  if (!data) throw notFound(apiAnswerTexts.reservations.notFound);
  return c.json({ success: true as const, data }, 200);
};
