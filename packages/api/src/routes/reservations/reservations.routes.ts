import {
  createReservationRequestSchema,
  emailParamsSchema,
  guestCancelReservationBodySchema,
  guestChangeBodySchema,
  guestReservationQuerySchema,
  idempotencyKeySchema,
  idParamsSchema,
  publicReservationRequestSchema,
  reservationRangeQuerySchema,
  reservationTimeSlotsQuerySchema,
  restaurantIdParamsSchema,
  updateReservationRequestSchema,
  updateReservationStatusRequestSchema,
} from "@tischservice/core";
import { z } from "zod";
import { reminderEventTypes, reservationEventActors, reservationEventTypes } from "../../db/schema/index.ts";
import { onlineBlockedResponse } from "../../guests/online-block.routes.ts";
import { answers } from "../../http/answers.ts";
import { errorResponses, jsonBody, jsonContent } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { dataAnswer, messageDataAnswer } from "../../lib/answer-schemas.ts";
import { ReservationDtoSchema } from "../../reservations/reservation-dto.ts";
import { TimeSlotsSchema } from "../timeslots/timeslots.routes.ts";

const tags = ["Reservierungen"];
const route = resourceRoutes(tags);
const One = messageDataAnswer(ReservationDtoSchema);
const List = messageDataAnswer(z.array(ReservationDtoSchema));
const IdempotencyHeaders = z.object({ "idempotency-key": idempotencyKeySchema.optional() });
const bookingResponses = {
  201: jsonContent(One, "Gebucht (bestätigt oder ausstehend)"),
  200: jsonContent(One, "Wiederholte Anfrage mit demselben Idempotency-Key: die erste Buchung"),
  ...errorResponses(400, 404, 409, 429),
  ...onlineBlockedResponse,
};

export const bookPublic = route.post("/api/reservation/{restaurantId}", {
  summary:
    "Reservieren (Widget, CORS; Direktbuchung des Personals mit autoApprove). Optional Idempotency-Key",
  request: {
    params: restaurantIdParamsSchema,
    headers: IdempotencyHeaders,
    body: jsonBody(publicReservationRequestSchema),
  },
  responses: bookingResponses,
});

export const bookAsCustomer = route.post("/api/reservations", {
  summary: "Reservieren als angemeldeter Kunde (mit dem Konto verknüpft)",
  request: { headers: IdempotencyHeaders, body: jsonBody(createReservationRequestSchema) },
  responses: { ...bookingResponses, ...errorResponses(401) },
});

export const listAll = route.get("/api/reservations", {
  summary: "Alle Reservierungen (Admin)",
  responses: answers(200, List, "Reservierungen", [401, 403]),
});

export const listByRestaurant = route.get("/api/reservations/restaurant/{restaurantId}", {
  summary: "Reservierungen eines Restaurants (Personal), mit ?from=&to= nur die Tage dieses Zeitraums",
  description:
    "Mit `from` und `to` (Datum in Restaurantzeit, beide einschließlich, höchstens 92 Tage) nur die Reservierungen dieser Tage; so lädt das Dashboard Kalender, Startseite und Tischkarte. Ohne beide jede Reservierung des Restaurants, wie bisher, für Anbindungen; das wächst mit jedem Tag. Ausstehende Reservierungen vor heute bestätigt ein Auftrag des Servers, nicht diese Abfrage.",
  request: { params: restaurantIdParamsSchema, query: reservationRangeQuerySchema },
  responses: answers(200, List, "Reservierungen", [400, 401, 403, 404]),
});

export const listByUser = route.get("/api/reservations/user/{email}", {
  summary: "Eigene Reservierungen (nur die eigene E-Mail-Adresse; Admin jede)",
  request: { params: emailParamsSchema },
  responses: answers(200, List, "Reservierungen", [400, 401, 403]),
});

export const updateStatus = route.put("/api/reservations/{id}/status", {
  summary:
    "Status ändern (Personal): pending, confirmed, arrived, seated, completed, cancelled, no_show; erlaubte Wechsel nach core's reservationTransitions, sonst 409",
  description:
    "Erlaubt: ausstehend → bestätigt | storniert | angekommen | platziert; bestätigt → storniert | nicht erschienen (ab 15 Minuten nach Beginn) | angekommen | platziert | abgeschlossen; angekommen → platziert | abgeschlossen | bestätigt (rückgängig); platziert → abgeschlossen | angekommen (rückgängig); abgeschlossen → platziert (rückgängig, nur am Tag des Abschlusses); nicht erschienen → bestätigt (am Tag der Markierung). Ankunft, Platzierung und Abschluss erst am Tag der Reservierung; sie setzen `arrivedAt`, `seatedAt`, `completedAt` (ein Rückgängig löscht den Zeitpunkt seines Schritts) und schreiben den Verlauf. Der Abschluss gibt die Tische ab diesem Moment frei (die Zuordnung bleibt erhalten); sein Rückgängig nimmt sie zurück, 409 `slot_taken`, wenn einer inzwischen vergeben ist. Eine Mail an den Gast nur beim Bestätigen einer ausstehenden und beim Stornieren. Sonst 409 `status_change_not_allowed` mit deutschem Grund; es ändert sich nichts.",
  request: { params: idParamsSchema, body: jsonBody(updateReservationStatusRequestSchema) },
  responses: answers(200, One, "Geändert", [400, 401, 403, 404, 409]),
});

export const updateReservation = route.put("/api/reservations/{id}", {
  summary: "Reservierung ändern (Personal): Datum, Uhrzeit, Personen, Tische, Name, Kontakt, Wünsche",
  description:
    "Jedes Feld ist optional; geprüft wird wie bei einer Direktbuchung (Öffnungszeiten, freie und passende Tische, unter derselben Sperre, nie doppelt belegt). Ohne `tableIds` behält die Reservierung ihre Tische, solange sie frei sind und passen, sonst wählt die Zuweisungsregel neue. Mit `expectedUpdatedAt` (das gelesene `updated_at`) wird nur gespeichert, wenn niemand die Reservierung inzwischen geändert hat; sonst 409 `version_conflict` mit der aktuellen Fassung unter `data`. Stornierte und nicht erschienene Reservierungen: 409. Der Verlauf erhält einen Eintrag `changed` mit den Änderungen; ändern sich Datum, Uhrzeit oder Personenzahl, bekommt der Gast eine neue Bestätigung mit Kalenderdatei.",
  request: { params: idParamsSchema, body: jsonBody(updateReservationRequestSchema) },
  responses: answers(
    200,
    One,
    "Geändert (oder unverändert, wenn nichts anders war)",
    [400, 401, 403, 404, 409],
  ),
});

export const reservationTimeSlots = route.get("/api/reservations/{id}/timeslots", {
  summary: "Freie Zeiten zum Verschieben (Personal): die Zeitslots eines Tages für eine Personenzahl",
  description:
    "Wie `simple-timeslots` für das Personal, nur zählen die Tische dieser Reservierung als frei: so zeigt die Bearbeitung, wohin sie verschoben werden kann (`?date=YYYY-MM-DD&guests=N`).",
  request: { params: idParamsSchema, query: reservationTimeSlotsQuerySchema },
  responses: answers(200, TimeSlotsSchema, "Zeitslots", [400, 401, 403, 404]),
});

const GuestView = dataAnswer(
  ReservationDtoSchema.extend({
    restaurant: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() }),
    canCancel: z.boolean(),
    /** The guest may erase their data through this link (the visit is over or cancelled). */
    canEraseData: z.boolean(),
    /** The guest may still change date, time or party size through this link (before the cut-off). */
    canChange: z.boolean(),
    /** The restaurant's change cut-off: hours before the start. */
    changeCutoffHours: z.number().int(),
  }),
);

export const guestView = route.get("/api/reservations/{id}/guest", {
  summary: "Reservierung ansehen über den Link aus der E-Mail (Token; CORS)",
  request: { params: idParamsSchema, query: guestReservationQuerySchema },
  responses: answers(200, GuestView, "Reservierung", [400, 404]),
});

export const guestCancel = route.post("/api/reservations/{id}/guest-cancel", {
  summary: "Reservierung stornieren über den Link aus der E-Mail (Token; CORS); der Tisch ist sofort frei",
  request: { params: idParamsSchema, body: jsonBody(guestCancelReservationBodySchema) },
  responses: answers(200, One, "Storniert", [400, 404, 409]),
});

export const guestTimeSlots = route.get("/api/reservations/{id}/guest-timeslots", {
  summary: "Freie Zeiten zum Ändern über den Link aus der E-Mail (Token; CORS)",
  description:
    "Wie `simple-timeslots` für Online-Buchungen, nur zählen Tische und Gäste dieser Reservierung als frei (`?token=…&date=YYYY-MM-DD&guests=N`).",
  request: {
    params: idParamsSchema,
    query: reservationTimeSlotsQuerySchema.extend(guestReservationQuerySchema.shape),
  },
  responses: answers(200, TimeSlotsSchema, "Zeitslots", [400, 404]),
});

export const guestChange = route.post("/api/reservations/{id}/guest-change", {
  summary:
    "Reservierung ändern über den Link aus der E-Mail (Token; Datum, Uhrzeit, Personen): geprüft wie eine neue Online-Buchung",
  description:
    "Bis `changeCutoffHours` vor Beginn (sonst 409 `change_cutoff` mit der Telefonnummer des Restaurants); Verfügbarkeit, Buchungshorizont, Annahmeschluss, Takt und Online-Anteil gelten wie bei einer neuen Buchung. Der alte Tisch wird nur frei, wenn der neue vergeben ist. Der Gast erhält eine neue Bestätigung mit Kalenderdatei.",
  request: {
    params: idParamsSchema,
    query: guestReservationQuerySchema,
    body: jsonBody(guestChangeBodySchema),
  },
  responses: answers(200, One, "Geändert (oder unverändert)", [400, 404, 409]),
});

const ReservationEventSchema = z.object({
  _id: z.string(),
  reservationId: z.string(),
  type: z.enum([...reservationEventTypes, ...reminderEventTypes]),
  actor: z.enum(reservationEventActors),
  actorName: z.string().nullable(),
  at: z.string(),
  /** What a `changed` entry changed: each field with its value before and after; null otherwise. */
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })).nullable(),
});

export const listEvents = route.get("/api/reservations/{id}/events", {
  summary:
    "Statusverlauf einer Reservierung (Personal): erstellt, bestätigt, storniert – von wem (Personal, Gast, automatisch, System) und wann",
  request: { params: idParamsSchema },
  responses: answers(
    200,
    dataAnswer(z.array(ReservationEventSchema)),
    "Verlauf, älteste zuerst",
    [400, 401, 403, 404],
  ),
});
