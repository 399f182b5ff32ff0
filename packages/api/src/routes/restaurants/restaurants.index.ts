import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./restaurants.handlers.ts";
import * as routes from "./restaurants.routes.ts";

export const restaurantsRouter = createRouter()
  .openapi(routes.listRestaurants, handlers.listRestaurantsHandler)
  .openapi(routes.getRestaurantByOwner, handlers.getRestaurantByOwnerHandler)
  .openapi(routes.getRestaurant, handlers.getRestaurantHandler)
  .openapi(routes.updateRestaurant, handlers.updateRestaurantHandler)
  .openapi(routes.createRestaurant, handlers.createRestaurantHandler);
