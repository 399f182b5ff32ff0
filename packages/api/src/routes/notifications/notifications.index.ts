import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./notifications.handlers.ts";
import * as routes from "./notifications.routes.ts";

export const notificationsRouter = createRouter()
  .openapi(routes.listen, handlers.listenHandler)
  .openapi(routes.check, handlers.checkHandler)
  .openapi(routes.sendTest, handlers.sendTestHandler);
