import { createRouter } from "../../http/create-router.ts";
import { cancelOwnHandler } from "./customer-reservations.handlers.ts";
import { cancelOwn } from "./customer-reservations.routes.ts";

export const customerReservationsRouter = createRouter().openapi(cancelOwn, cancelOwnHandler);
