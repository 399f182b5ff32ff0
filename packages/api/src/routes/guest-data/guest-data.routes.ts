import { createRoute } from "@hono/zod-openapi";
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
import { errorResponses, jsonBody, jsonContent, MessageSchema } from "../../http/create-router.ts";

const tags = ["Datenschutz"];
const refusals = errorResponses(400, 401, 403, 404);

export const exportRestaurantGuest = createRoute({
  method: "get",
  path: "/api/guests/restaurant/{restaurantId}/export",
  tags,
  summary:
    "Alles, was dieses Restaurant über einen Gast speichert (Art. 15 DSGVO): Reservierungen mit Verlauf und E-Mails an ihn (Inhaber, Admin)",
  request: { params: restaurantIdParamsSchema, query: guestLookupQuerySchema },
  responses: { 200: jsonContent(guestDataExportResponseSchema, "Export"), ...refusals },
});

export const eraseRestaurantGuest = createRoute({
  method: "delete",
  path: "/api/guests/restaurant/{restaurantId}",
  tags,
  summary:
    "Löscht einen Gast bei diesem Restaurant (Art. 17 DSGVO): Reservierungen bleiben anonym, E-Mails werden gelöscht, ein Kundenkonto nur getrennt (Inhaber, Admin)",
  request: { params: restaurantIdParamsSchema, query: guestLookupQuerySchema },
  responses: { 200: jsonContent(guestErasureResponseSchema, "Gelöscht"), ...refusals },
});

export const exportGuestPlatformWide = createRoute({
  method: "get",
  path: "/api/admin/guests/export",
  tags,
  summary: "Alles, was die Plattform über eine E-Mail-Adresse speichert, in allen Restaurants (Admin)",
  request: { query: adminGuestLookupQuerySchema },
  responses: { 200: jsonContent(guestDataExportResponseSchema, "Export"), ...refusals },
});

export const eraseGuestPlatformWide = createRoute({
  method: "delete",
  path: "/api/admin/guests",
  tags,
  summary:
    "Löscht eine E-Mail-Adresse in allen Restaurants, mit Demo-Anfragen und dem Kundenkonto (Admin); Konten von Restaurants und Admins bleiben",
  request: { query: adminGuestLookupQuerySchema },
  responses: { 200: jsonContent(guestErasureResponseSchema, "Gelöscht"), ...refusals },
});

export const exportOwnData = createRoute({
  method: "post",
  path: "/api/reservations/{id}/guest-data-export",
  tags,
  summary:
    "Der Gast fordert über den Link aus seiner E-Mail seine Daten bei diesem Restaurant an; sie gehen per E-Mail an die Adresse der Reservierung (Token; CORS)",
  request: { params: idParamsSchema, body: jsonBody(guestCancelReservationBodySchema) },
  responses: { 202: jsonContent(MessageSchema, "Wird gesendet"), ...errorResponses(400, 404, 429) },
});

export const eraseOwnData = createRoute({
  method: "post",
  path: "/api/reservations/{id}/guest-data-erase",
  tags,
  summary:
    "Der Gast löscht über den Link aus seiner E-Mail seine Daten bei diesem Restaurant, nach dem Besuch oder nach einer Stornierung (Token; CORS)",
  request: { params: idParamsSchema, body: jsonBody(guestCancelReservationBodySchema) },
  responses: { 200: jsonContent(guestErasureResponseSchema, "Gelöscht"), ...errorResponses(400, 404, 409) },
});

export const exportCustomerData = createRoute({
  method: "get",
  path: "/api/customer/data",
  tags,
  summary: "Der angemeldete Kunde lädt alles herunter, was die Plattform über ihn speichert (Art. 15 DSGVO)",
  responses: { 200: jsonContent(guestDataExportResponseSchema, "Export"), ...errorResponses(401, 403) },
});

export const deleteCustomerAccount = createRoute({
  method: "delete",
  path: "/api/customer/account",
  tags,
  summary:
    "Der angemeldete Kunde löscht sein Konto mit allen Daten; seine Reservierungen bleiben anonym (Art. 17 DSGVO; Passwort zur Bestätigung)",
  request: { body: jsonBody(customerAccountDeletionRequestSchema) },
  responses: {
    200: jsonContent(guestErasureResponseSchema, "Gelöscht"),
    ...errorResponses(400, 401, 403, 429),
  },
});
