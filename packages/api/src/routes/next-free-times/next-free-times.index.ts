import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./next-free-times.handlers.ts";
import * as routes from "./next-free-times.routes.ts";

export const nextFreeTimesRouter = createRouter().openapi(
  routes.getNextFreeTimes,
  handlers.getNextFreeTimesHandler,
);
