import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./special-hours.handlers.ts";
import * as routes from "./special-hours.routes.ts";

export const specialHoursRouter = createRouter()
  .openapi(routes.listRestaurantSpecialHours, handlers.listRestaurantSpecialHoursHandler)
  .openapi(routes.createRestaurantSpecialHour, handlers.createRestaurantSpecialHourHandler)
  .openapi(routes.updateRestaurantSpecialHour, handlers.updateRestaurantSpecialHourHandler)
  .openapi(routes.deleteRestaurantSpecialHour, handlers.deleteRestaurantSpecialHourHandler)
  .openapi(routes.listSpecialHours, handlers.listSpecialHoursHandler)
  .openapi(routes.createSpecialHour, handlers.createSpecialHourHandler)
  .openapi(routes.updateSpecialHour, handlers.updateSpecialHourHandler)
  .openapi(routes.deleteSpecialHour, handlers.deleteSpecialHourHandler);
