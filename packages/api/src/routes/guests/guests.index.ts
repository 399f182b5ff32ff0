import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./guests.handlers.ts";
import * as routes from "./guests.routes.ts";

/** The guest book; the same path's DELETE and `/export` are the guest-data routes (#17). */
export const guestsRouter = createRouter()
  .openapi(routes.listGuests, handlers.listGuestsHandler)
  .openapi(routes.listGuestHints, handlers.listGuestHintsHandler)
  .openapi(routes.getGuestProfile, handlers.getGuestProfileHandler)
  .openapi(routes.updateGuestProfile, handlers.updateGuestProfileHandler);
