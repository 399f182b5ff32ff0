import {
  guestHintsQuerySchema,
  guestHintsResponseSchema,
  guestListQuerySchema,
  guestListResponseSchema,
  guestLookupQuerySchema,
  guestProfileResponseSchema,
  guestProfileUpdateRequestSchema,
  restaurantIdParamsSchema,
} from "@tischservice/core";
import { errorResponses, jsonBody, jsonContent } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const tags = ["Gäste"];
const route = resourceRoutes(tags);
const refusals = errorResponses(400, 401, 403, 404);

export const listGuests = route.get("/api/guests/restaurant/{restaurantId}", {
  summary:
    "Eine Seite der Gäste des Restaurants (offset, limit; 50 je Seite) mit Besuchen, No-Shows, Stornierungen, Tags und Notiz; Suche nach dem Anfang von Name, Nachname, E-Mail oder Telefonnummer (auch ihren letzten Ziffern), Filter nach Tag, Sortierung nach letztem Besuch oder Besuchen; total: alle Treffer, nextOffset: Beginn der nächsten Seite (Inhaber, Unterbenutzer, Admin)",
  request: { params: restaurantIdParamsSchema, query: guestListQuerySchema },
  responses: { 200: jsonContent(guestListResponseSchema, "Gäste"), ...refusals },
});

export const getGuestProfile = route.get("/api/guests/restaurant/{restaurantId}/profile", {
  summary: "Ein Gastprofil mit allen Reservierungen (per ?email= oder ?phone=)",
  request: { params: restaurantIdParamsSchema, query: guestLookupQuerySchema },
  responses: { 200: jsonContent(guestProfileResponseSchema, "Gastprofil"), ...refusals },
});

export const updateGuestProfile = route.put("/api/guests/restaurant/{restaurantId}/profile", {
  summary:
    "Notiz und Tags eines Gastes speichern (per ?email= oder ?phone=); die Zahlen kommen aus den Reservierungen",
  request: {
    params: restaurantIdParamsSchema,
    query: guestLookupQuerySchema,
    body: jsonBody(guestProfileUpdateRequestSchema),
  },
  responses: { 200: jsonContent(guestProfileResponseSchema, "Gespeichert"), ...refusals },
});

export const listGuestHints = route.get("/api/guests/restaurant/{restaurantId}/hints", {
  summary:
    "Für jede Reservierung (optional von/bis Datum) die Tags, Besuche, den wievielten Besuch und die Notiz ihres Gastes: eine Anfrage für eine ganze Liste",
  request: { params: restaurantIdParamsSchema, query: guestHintsQuerySchema },
  responses: {
    200: jsonContent(guestHintsResponseSchema, "Gästeinformationen je Reservierung"),
    ...refusals,
  },
});
