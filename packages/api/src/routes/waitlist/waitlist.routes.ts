import { createRoute } from "@hono/zod-openapi";
import {
  idParamsSchema,
  restaurantIdParamsSchema,
  waitlistDayQuerySchema,
  waitlistOfferRequestSchema,
  waitlistRequestSchema,
  waitlistTokenQuerySchema,
} from "@tischservice/core";
import { z } from "zod";
import { onlineBlockedResponse } from "../../guests/online-block.routes.ts";
import { answers } from "../../http/answers.ts";
import { errorResponses, jsonBody, jsonContent } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { dataAnswer, messageDataAnswer } from "../../lib/answer-schemas.ts";
import { guestViewSchema } from "../../table-requests/guest-view.ts";
import { WaitlistEntryDtoSchema } from "../../waitlist/waitlist-dto.ts";

const tags = ["Warteliste"];
const route = resourceRoutes(tags);
const One = messageDataAnswer(WaitlistEntryDtoSchema);

const joinWaitlistConfig = {
  method: "post",
  tags,
  summary:
    "Auf die Warteliste (Widget, CORS): nur wenn im Zeitfenster kein Slot frei ist (sonst 409 slots_available mit times)",
  request: { params: restaurantIdParamsSchema, body: jsonBody(waitlistRequestSchema) },
  responses: {
    201: jsonContent(One, "Auf der Warteliste (wartet)"),
    ...errorResponses(400, 404, 409, 429),
    ...onlineBlockedResponse,
  },
} as const;

export const joinRestaurantWaitlist = createRoute({
  ...joinWaitlistConfig,
  path: "/api/restaurants/{restaurantId}/waitlist",
});

export const joinWaitlist = createRoute({
  ...joinWaitlistConfig,
  path: "/api/waitlist/{restaurantId}",
  description:
    "Ältere Adresse, an der `{restaurantId}` steht, wo `/api/waitlist/{id}` sonst einen Eintrag meint; eindeutig: `POST /api/restaurants/{restaurantId}/waitlist`.",
});

export const listWaitlist = route.get("/api/waitlist/restaurant/{restaurantId}", {
  summary: "Warteliste eines Tages (Personal): aktive zuerst, dann nach Eintragszeit",
  request: { params: restaurantIdParamsSchema, query: waitlistDayQuerySchema },
  responses: answers(200, dataAnswer(z.array(WaitlistEntryDtoSchema)), "Einträge", [400, 401, 403, 404]),
});

const GuestView = guestViewSchema(WaitlistEntryDtoSchema, "waitlist");

export const guestWaitlistEntry = route.get("/api/waitlist/{id}", {
  summary: "Der Eintrag über den Link aus der E-Mail (Token)",
  request: { params: idParamsSchema, query: waitlistTokenQuerySchema },
  responses: answers(200, GuestView, "Eintrag", [400, 404]),
});

export const acceptWaitlistOffer = route.post("/api/waitlist/{id}/accept", {
  summary:
    "Angebot annehmen (Gast, Token): bucht die gehaltenen Tische als bestätigte Reservierung; 409 offer_expired / waitlist_entry_closed",
  request: { params: idParamsSchema, query: waitlistTokenQuerySchema },
  responses: answers(
    201,
    messageDataAnswer(z.object({ entry: WaitlistEntryDtoSchema, reservationId: z.string() })),
    "Gebucht",
    [400, 404, 409],
  ),
});

export const declineWaitlistOffer = route.post("/api/waitlist/{id}/decline", {
  summary: "Angebot ablehnen (Gast, Token): der Tisch geht an den nächsten Gast, der Eintrag wartet weiter",
  request: { params: idParamsSchema, query: waitlistTokenQuerySchema },
  responses: answers(200, One, "Abgelehnt", [400, 404, 409]),
});

export const offerWaitlistTable = route.post("/api/waitlist/{id}/offer", {
  summary: "Tisch anbieten (Personal): Uhrzeit und Tische, 15 Minuten gehalten, per E-Mail angeboten",
  request: { params: idParamsSchema, body: jsonBody(waitlistOfferRequestSchema) },
  responses: answers(201, One, "Angeboten", [400, 401, 403, 404, 409]),
});

export const closeWaitlistEntry = route.delete("/api/waitlist/{id}", {
  summary:
    "Warteliste verlassen (Gast, mit Token) oder Eintrag entfernen (Personal, ohne Token); ein offenes Angebot geht an den nächsten Gast",
  request: { params: idParamsSchema, query: waitlistTokenQuerySchema.partial() },
  responses: answers(200, One, "Verlassen / entfernt", [400, 401, 403, 404, 409]),
});
