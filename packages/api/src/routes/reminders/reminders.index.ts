import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./reminders.handlers.ts";
import * as routes from "./reminders.routes.ts";

/** The guest's answer to the reminder mail. */
export const remindersRouter = createRouter().openapi(routes.guestConfirm, handlers.guestConfirmHandler);
