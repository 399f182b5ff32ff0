import { createRouter } from "../../http/create-router.ts";
import { getOnboardingHandler, updateOnboardingHandler } from "./onboarding.handlers.ts";
import * as routes from "./onboarding.routes.ts";

export const onboardingRouter = createRouter()
  .openapi(routes.getOnboarding, getOnboardingHandler)
  .openapi(routes.updateOnboarding, updateOnboardingHandler);
