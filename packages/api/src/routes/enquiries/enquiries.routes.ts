import { createRoute } from "@hono/zod-openapi";
import {
  enquiryAnswerRequestSchema,
  enquiryRequestSchema,
  enquiryTokenQuerySchema,
  idParamsSchema,
  restaurantIdParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { EnquiryDtoSchema } from "../../enquiries/enquiry-dto.ts";
import { onlineBlockedResponse } from "../../guests/online-block.routes.ts";
import { answers } from "../../http/answers.ts";
import { errorResponses, jsonBody, jsonContent } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { dataAnswer, messageDataAnswer } from "../../lib/answer-schemas.ts";
import { guestViewSchema } from "../../table-requests/guest-view.ts";

const tags = ["Anfragen"];
const route = resourceRoutes(tags);
const One = messageDataAnswer(EnquiryDtoSchema);

const createEnquiryConfig = {
  method: "post",
  tags,
  summary:
    "Gruppenanfrage senden (Widget, CORS): über maxOnlinePartySize bis 30 Personen; kleinere Gruppen 409 (online buchen)",
  request: { params: restaurantIdParamsSchema, body: jsonBody(enquiryRequestSchema) },
  responses: {
    201: jsonContent(One, "Anfrage eingegangen (offen)"),
    ...errorResponses(400, 404, 409, 429),
    ...onlineBlockedResponse,
  },
} as const;

export const createRestaurantEnquiry = createRoute({
  ...createEnquiryConfig,
  path: "/api/restaurants/{restaurantId}/enquiries",
});

export const createEnquiry = createRoute({
  ...createEnquiryConfig,
  path: "/api/enquiries/{restaurantId}",
  description:
    "Ältere Adresse, an der `{restaurantId}` steht, wo `/api/enquiries/{id}` sonst eine Anfrage meint; eindeutig: `POST /api/restaurants/{restaurantId}/enquiries`.",
});

export const listEnquiries = route.get("/api/enquiries/restaurant/{restaurantId}", {
  summary: "Anfragen eines Restaurants (Personal), neueste zuerst",
  request: { params: restaurantIdParamsSchema },
  responses: answers(200, dataAnswer(z.array(EnquiryDtoSchema)), "Anfragen", [401, 403, 404]),
});

export const answerEnquiry = route.put("/api/enquiries/{id}", {
  summary:
    "Anfrage beantworten (Personal): angenommen mit Uhrzeit und Tischen (bestätigte Reservierung) oder abgelehnt mit Nachricht; nur offene (sonst 409)",
  request: { params: idParamsSchema, body: jsonBody(enquiryAnswerRequestSchema) },
  responses: answers(200, One, "Beantwortet", [400, 401, 403, 404, 409]),
});

const GuestView = guestViewSchema(EnquiryDtoSchema, "enquiry");

export const guestEnquiry = route.get("/api/enquiries/{id}", {
  summary: "Stand der Anfrage über den Link aus der E-Mail (Token; CORS)",
  request: { params: idParamsSchema, query: enquiryTokenQuerySchema },
  responses: answers(200, GuestView, "Anfrage", [400, 404]),
});
