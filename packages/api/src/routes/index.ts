import { authRouter } from "./auth/auth.index.ts";
import { healthRouter } from "./health/health.index.ts";

/** Every API resource's router, mounted by `createApp`. */
export const apiRouters = [healthRouter, authRouter];
