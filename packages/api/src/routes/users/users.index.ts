import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./users.handlers.ts";
import * as routes from "./users.routes.ts";

export const usersRouter = createRouter()
  .openapi(routes.listUsers, handlers.listUsersHandler)
  .openapi(routes.registerUser, handlers.registerUserHandler)
  .openapi(routes.listSubusers, handlers.listSubusersHandler)
  .openapi(routes.createSubuser, handlers.createSubuserHandler)
  .openapi(routes.deleteSubuser, handlers.deleteSubuserHandler)
  .openapi(routes.resetSubuserPassword, handlers.resetSubuserPasswordHandler);
