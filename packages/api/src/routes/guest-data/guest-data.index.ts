import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./guest-data.handlers.ts";
import * as routes from "./guest-data.routes.ts";

export const guestDataRouter = createRouter()
  .openapi(routes.exportRestaurantGuest, handlers.exportRestaurantGuestHandler)
  .openapi(routes.eraseRestaurantGuest, handlers.eraseRestaurantGuestHandler)
  .openapi(routes.exportGuestPlatformWide, handlers.exportGuestPlatformWideHandler)
  .openapi(routes.eraseGuestPlatformWide, handlers.eraseGuestPlatformWideHandler)
  .openapi(routes.exportOwnData, handlers.exportOwnDataHandler)
  .openapi(routes.eraseOwnData, handlers.eraseOwnDataHandler)
  .openapi(routes.exportCustomerData, handlers.exportCustomerDataHandler)
  .openapi(routes.deleteCustomerAccount, handlers.deleteCustomerAccountHandler);
