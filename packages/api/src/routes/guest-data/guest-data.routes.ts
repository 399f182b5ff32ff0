import {
  adminGuestLookupQuerySchema,
  customerAccountDeletionRequestSchema,
  guestCancelReservationBodySchema,
  guestDataExportResponseSchema,
  guestErasureResponseSchema,
  guestLookupQuerySchema,
  idParamsSchema,
  restaurantIdParamsSchema,
} from "@tischservice/core";
import { answers } from "../../http/answers.ts";
import { errorResponses, jsonBody, jsonContent, MessageSchema } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const tags = ["Datenschutz"];
const route = resourceRoutes(tags);
const refusals = errorResponses(400, 401, 403, 404);

export const exportRestaurantGuest = route.get("/api/guests/restaurant/{restaurantId}/export", {
  summary:
    "Alles, was dieses Restaurant über einen Gast speichert (Art. 15 DSGVO): Reservierungen mit Verlauf und E-Mails an ihn (Inhaber, Admin)",
  request: { params: restaurantIdParamsSchema, query: guestLookupQuerySchema },
  responses: { 200: jsonContent(guestDataExportResponseSchema, "Export"), ...refusals },
});

export const eraseRestaurantGuest = route.delete("/api/guests/restaurant/{restaurantId}", {
  summary:
    "Löscht einen Gast bei diesem Restaurant (Art. 17 DSGVO): Reservierungen bleiben anonym, E-Mails werden gelöscht, ein Kundenkonto nur getrennt (Inhaber, Admin)",
  request: { params: restaurantIdParamsSchema, query: guestLookupQuerySchema },
  responses: { 200: jsonContent(guestErasureResponseSchema, "Gelöscht"), ...refusals },
});

export const exportGuestPlatformWide = route.get("/api/admin/guests/export", {
  summary: "Alles, was die Plattform über eine E-Mail-Adresse speichert, in allen Restaurants (Admin)",
  request: { query: adminGuestLookupQuerySchema },
  responses: { 200: jsonContent(guestDataExportResponseSchema, "Export"), ...refusals },
});

export const eraseGuestPlatformWide = route.delete("/api/admin/guests", {
  summary:
    "Löscht eine E-Mail-Adresse in allen Restaurants, mit Demo-Anfragen und dem Kundenkonto (Admin); Konten von Restaurants und Admins bleiben",
  request: { query: adminGuestLookupQuerySchema },
  responses: { 200: jsonContent(guestErasureResponseSchema, "Gelöscht"), ...refusals },
});

export const exportOwnData = route.post("/api/reservations/{id}/guest-data-export", {
  summary:
    "Der Gast fordert über den Link aus seiner E-Mail seine Daten bei diesem Restaurant an; sie gehen per E-Mail an die Adresse der Reservierung (Token; CORS)",
  request: { params: idParamsSchema, body: jsonBody(guestCancelReservationBodySchema) },
  responses: answers(202, MessageSchema, "Wird gesendet", [400, 404, 429]),
});

export const eraseOwnData = route.post("/api/reservations/{id}/guest-data-erase", {
  summary:
    "Der Gast löscht über den Link aus seiner E-Mail seine Daten bei diesem Restaurant, nach dem Besuch oder nach einer Stornierung (Token; CORS)",
  request: { params: idParamsSchema, body: jsonBody(guestCancelReservationBodySchema) },
  responses: answers(200, guestErasureResponseSchema, "Gelöscht", [400, 404, 409]),
});

export const exportCustomerData = route.get("/api/customer/data", {
  summary: "Der angemeldete Kunde lädt alles herunter, was die Plattform über ihn speichert (Art. 15 DSGVO)",
  responses: answers(200, guestDataExportResponseSchema, "Export", [401, 403]),
});

export const deleteCustomerAccount = route.delete("/api/customer/account", {
  summary:
    "Der angemeldete Kunde löscht sein Konto mit allen Daten; seine Reservierungen bleiben anonym (Art. 17 DSGVO; Passwort zur Bestätigung)",
  request: { body: jsonBody(customerAccountDeletionRequestSchema) },
  responses: answers(200, guestErasureResponseSchema, "Gelöscht", [400, 401, 403, 429]),
});
