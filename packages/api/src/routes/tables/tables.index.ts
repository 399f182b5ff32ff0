import { createRouter } from "../../http/create-router.ts";
import * as combinationHandlers from "../table-combinations/table-combinations.handlers.ts";
import * as combinationRoutes from "../table-combinations/table-combinations.routes.ts";
import * as handlers from "./tables.handlers.ts";
import * as routes from "./tables.routes.ts";

// Combinations live under /api/tables/combinations; registered first so their paths are never read as a table id.
export const tablesRouter = createRouter()
  .openapi(combinationRoutes.listTableCombinations, combinationHandlers.listTableCombinationsHandler)
  .openapi(combinationRoutes.createTableCombination, combinationHandlers.createTableCombinationHandler)
  .openapi(combinationRoutes.deleteTableCombination, combinationHandlers.deleteTableCombinationHandler)
  .openapi(routes.listRestaurantTables, handlers.listTablesByRestaurantHandler)
  .openapi(routes.listTablesByRestaurant, handlers.listTablesByRestaurantHandler)
  .openapi(routes.listTablesByOwner, handlers.listTablesByOwnerHandler)
  .openapi(routes.createTable, handlers.createTableHandler)
  .openapi(routes.deleteTable, handlers.deleteTableHandler)
  .openapi(routes.updateTablePosition, handlers.updateTablePositionHandler)
  .openapi(routes.updateTableNumber, handlers.updateTableNumberHandler)
  .openapi(routes.updateTableInternal, handlers.updateTableInternalHandler);
