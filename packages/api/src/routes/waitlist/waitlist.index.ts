import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./waitlist.handlers.ts";
import * as routes from "./waitlist.routes.ts";

export const waitlistRouter = createRouter()
  .openapi(routes.joinRestaurantWaitlist, handlers.joinWaitlistHandler)
  .openapi(routes.joinWaitlist, handlers.joinWaitlistHandler)
  .openapi(routes.listWaitlist, handlers.listWaitlistHandler)
  .openapi(routes.guestWaitlistEntry, handlers.guestWaitlistEntryHandler)
  .openapi(routes.acceptWaitlistOffer, handlers.acceptWaitlistOfferHandler)
  .openapi(routes.declineWaitlistOffer, handlers.declineWaitlistOfferHandler)
  .openapi(routes.offerWaitlistTable, handlers.offerWaitlistTableHandler)
  .openapi(routes.closeWaitlistEntry, handlers.closeWaitlistEntryHandler);
