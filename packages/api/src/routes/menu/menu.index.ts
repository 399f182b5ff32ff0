import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./menu.handlers.ts";
import * as routes from "./menu.routes.ts";

export const menuRouter = createRouter()
  .openapi(routes.listMenuByUser, handlers.listMenuByUserHandler)
  .openapi(routes.listMenuByRestaurant, handlers.listMenuByRestaurantHandler)
  .openapi(routes.createMenuItem, handlers.createMenuItemHandler)
  .openapi(routes.updateMenuItem, handlers.updateMenuItemHandler)
  .openapi(routes.deleteMenuItem, handlers.deleteMenuItemHandler);
