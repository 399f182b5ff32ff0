import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./timeslots.handlers.ts";
import * as routes from "./timeslots.routes.ts";

export const timeslotsRouter = createRouter().openapi(routes.getTimeSlots, handlers.getTimeSlotsHandler);
