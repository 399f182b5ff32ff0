import { createRouter } from "../../http/create-router.ts";
import * as accountHandlers from "./accounts.handlers.ts";
import * as accountRoutes from "./accounts.routes.ts";
import * as handlers from "./admin.handlers.ts";
import * as routes from "./admin.routes.ts";
import * as retentionHandlers from "./retention.handlers.ts";
import * as retentionRoutes from "./retention.routes.ts";

export const adminRouter = createRouter()
  .openapi(routes.overview, handlers.overviewHandler)
  .openapi(routes.analytics, handlers.analyticsHandler)
  .openapi(routes.auditLog, handlers.auditLogHandler)
  .openapi(routes.backup, handlers.backupHandler)
  .openapi(retentionRoutes.getRetention, retentionHandlers.getRetentionHandler)
  .openapi(retentionRoutes.updateRetention, retentionHandlers.updateRetentionHandler)
  .openapi(accountRoutes.updateUser, accountHandlers.updateUserHandler)
  .openapi(accountRoutes.deleteUser, accountHandlers.deleteUserHandler)
  .openapi(accountRoutes.updateRestaurant, accountHandlers.updateRestaurantHandler)
  .openapi(accountRoutes.deleteDemoData, accountHandlers.deleteDemoDataHandler);
