import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./restaurant-configs.handlers.ts";
import * as routes from "./restaurant-configs.routes.ts";

export const restaurantConfigsRouter = createRouter()
  .openapi(routes.listConfigs, handlers.listConfigsHandler)
  .openapi(routes.getConfigByUser, handlers.getConfigByUserHandler)
  .openapi(routes.getRestaurantConfig, handlers.getRestaurantConfigHandler)
  .openapi(routes.getConfig, handlers.getConfigHandler)
  .openapi(routes.updateRestaurantConfig, handlers.updateRestaurantConfigHandler)
  .openapi(routes.updateConfig, handlers.updateConfigHandler);
