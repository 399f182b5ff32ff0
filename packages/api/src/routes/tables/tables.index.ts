import { createRouter } from "../../lib/create-router.ts";
import * as handlers from "./tables.handlers.ts";
import * as routes from "./tables.routes.ts";

export const tablesRouter = createRouter()
  .openapi(routes.listRestaurantTables, handlers.listTablesByRestaurantHandler)
  .openapi(routes.listTablesByRestaurant, handlers.listTablesByRestaurantHandler)
  .openapi(routes.listTablesByOwner, handlers.listTablesByOwnerHandler)
  .openapi(routes.createTable, handlers.createTableHandler)
  .openapi(routes.deleteTable, handlers.deleteTableHandler)
  .openapi(routes.updateTablePosition, handlers.updateTablePositionHandler)
  .openapi(routes.updateTableNumber, handlers.updateTableNumberHandler);
