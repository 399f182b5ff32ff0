import { createRouter } from "../../http/create-router.ts";
import * as booking from "./booking.handlers.ts";
import * as edit from "./edit.handlers.ts";
import * as handlers from "./reservations.handlers.ts";
import * as routes from "./reservations.routes.ts";

export const reservationsRouter = createRouter()
  .openapi(routes.bookPublic, booking.bookPublicHandler)
  .openapi(routes.bookAsCustomer, booking.bookAsCustomerHandler)
  .openapi(routes.listAll, handlers.listAllHandler)
  .openapi(routes.listByRestaurant, handlers.listByRestaurantHandler)
  .openapi(routes.listByUser, handlers.listByUserHandler)
  .openapi(routes.updateStatus, handlers.updateStatusHandler)
  .openapi(routes.updateReservation, edit.updateReservationHandler)
  .openapi(routes.reservationTimeSlots, edit.reservationTimeSlotsHandler)
  .openapi(routes.listEvents, handlers.listEventsHandler)
  .openapi(routes.guestView, handlers.guestViewHandler)
  .openapi(routes.guestCancel, handlers.guestCancelHandler)
  .openapi(routes.guestChange, handlers.guestChangeHandler)
  .openapi(routes.guestTimeSlots, edit.guestTimeSlotsHandler);
