import { createRouter } from "../../http/create-router.ts";
import { createDemoRequestHandler } from "./demo-requests.handlers.ts";
import { createDemoRequest } from "./demo-requests.routes.ts";

export const demoRequestsRouter = createRouter().openapi(createDemoRequest, createDemoRequestHandler);
