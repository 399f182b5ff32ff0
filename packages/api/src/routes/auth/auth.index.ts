import { createRouter } from "../../http/create-router.ts";
import { loginHandler, logoutAllHandler, logoutHandler, meHandler } from "./auth.handlers.ts";
import * as routes from "./auth.routes.ts";
import {
  changePasswordHandler,
  changePasswordHook,
  forgotPasswordHandler,
  resetPasswordHandler,
  validateResetTokenHandler,
} from "./password.handlers.ts";

export const authRouter = createRouter()
  .openapi(routes.login, loginHandler)
  .openapi(routes.logout, logoutHandler)
  .openapi(routes.logoutAll, logoutAllHandler)
  .openapi(routes.me, meHandler)
  .openapi(routes.forgotPassword, forgotPasswordHandler)
  .openapi(routes.validateResetToken, validateResetTokenHandler)
  .openapi(routes.resetPassword, resetPasswordHandler)
  .openapi(routes.changePassword, changePasswordHandler, changePasswordHook);
