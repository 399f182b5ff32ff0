import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./reservation-pages.handlers.ts";
import * as routes from "./reservation-pages.routes.ts";

/**
 * The reservation lists' pages (the dashboard's list and the statistics page's list) and one reservation
 * by id (the staff's reservation page).
 */
export const reservationPagesRouter = createRouter()
  .openapi(routes.listReservationPage, handlers.listReservationPageHandler)
  .openapi(routes.getRestaurantReservation, handlers.getRestaurantReservationHandler);
