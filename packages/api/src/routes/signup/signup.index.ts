import { createRouter } from "../../http/create-router.ts";
import { signupGuestHandler, signupRestaurantHandler } from "./signup.handlers.ts";
import * as routes from "./signup.routes.ts";
import { resendVerificationHandler, verifyEmailHandler } from "./verify.handlers.ts";

export const signupRouter = createRouter()
  .openapi(routes.signupRestaurant, signupRestaurantHandler)
  .openapi(routes.signupGuest, signupGuestHandler)
  .openapi(routes.verifyEmail, verifyEmailHandler)
  .openapi(routes.resendVerification, resendVerificationHandler);
