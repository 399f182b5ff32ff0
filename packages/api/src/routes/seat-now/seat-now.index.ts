import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./seat-now.handlers.ts";
import * as routes from "./seat-now.routes.ts";

export const seatNowRouter = createRouter().openapi(routes.seatNowRoute, handlers.seatNowHandler);
