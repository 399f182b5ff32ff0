import { createRouter } from "../../http/create-router.ts";
import { healthHandler } from "./health.handlers.ts";
import { health } from "./health.routes.ts";

export const healthRouter = createRouter().openapi(health, healthHandler);
