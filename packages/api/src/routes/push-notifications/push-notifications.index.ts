import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./push-notifications.handlers.ts";
import * as routes from "./push-notifications.routes.ts";

export const pushNotificationsRouter = createRouter()
  .openapi(routes.register, handlers.registerHandler)
  .openapi(routes.vapidKey, handlers.vapidKeyHandler)
  .openapi(routes.status, handlers.statusHandler)
  .openapi(routes.devices, handlers.devicesHandler)
  .openapi(routes.removeDevice, handlers.removeDeviceHandler)
  .openapi(routes.sendTest, handlers.sendTestHandler)
  .openapi(routes.startAutoTest, handlers.startAutoTestHandler)
  .openapi(routes.stopAutoTest, handlers.stopAutoTestHandler);
