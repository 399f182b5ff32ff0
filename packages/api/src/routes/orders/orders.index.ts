import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./orders.handlers.ts";
import * as routes from "./orders.routes.ts";

export const ordersRouter = createRouter()
  .openapi(routes.listOrders, handlers.listOrdersHandler)
  .openapi(routes.createOrder, handlers.createOrderHandler)
  .openapi(routes.updateQuantity, handlers.updateQuantityHandler)
  .openapi(routes.updateDelivered, handlers.updateDeliveredHandler)
  .openapi(routes.payOrder, handlers.payOrderHandler);
