import { createRouter } from "../../http/create-router.ts";
import * as handlers from "./enquiries.handlers.ts";
import * as routes from "./enquiries.routes.ts";

export const enquiriesRouter = createRouter()
  .openapi(routes.createRestaurantEnquiry, handlers.createEnquiryHandler)
  .openapi(routes.createEnquiry, handlers.createEnquiryHandler)
  .openapi(routes.listEnquiries, handlers.listEnquiriesHandler)
  .openapi(routes.answerEnquiry, handlers.answerEnquiryHandler)
  .openapi(routes.guestEnquiry, handlers.guestEnquiryHandler);
