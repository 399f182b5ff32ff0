import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./stats.handlers.ts";
import * as routes from "./stats.routes.ts";

export const statsRouter = createRouter().openapi(routes.getStats, handlers.getStatsHandler);
