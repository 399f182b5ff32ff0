import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./payments.handlers.ts";
import * as routes from "./payments.routes.ts";

export const paymentsRouter = createRouter().openapi(routes.listPayments, handlers.listPaymentsHandler);
