import {
  reservationCountersSchema,
  reservationPageQuerySchema,
  restaurantIdParamsSchema,
  restaurantReservationParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { dataAnswer } from "../../lib/answer-schemas.ts";
import { ReservationDtoSchema } from "../../reservations/reservation-dto.ts";

const Page = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(ReservationDtoSchema),
  /** Where the next page starts (pass it as `cursor` with the same filter and order); null: no more. */
  nextCursor: z.string().nullable(),
  /** Over the filter without its status; only on the first page (null with a cursor). */
  counters: reservationCountersSchema.nullable(),
});

const route = resourceRoutes(["Reservierungen"]);

export const listReservationPage = route.get("/api/restaurants/{restaurantId}/reservations", {
  summary:
    "Eine Seite der Reservierungen des Restaurants (Inhaber, Unterbenutzer, Admin): Status, Datum von/bis (Restaurantzeit), Suche in Name, E-Mail, Telefon und Reservierungsnummer, Sortierung nach Datum, Name oder Gästen; cursor: nextCursor der vorigen Seite (stabil, auch wenn inzwischen gebucht wird), limit 1–200 (50); counters (nur auf der ersten Seite): Gesamt, Ausstehend, Bestätigt, Storniert über denselben Filter ohne Status",
  request: { params: restaurantIdParamsSchema, query: reservationPageQuerySchema },
  responses: answers(200, Page, "Reservierungen", [400, 401, 403, 404]),
});

export const getRestaurantReservation = route.get(
  "/api/restaurants/{restaurantId}/reservations/{reservationId}",
  {
    summary:
      "Eine Reservierung des Restaurants (Inhaber, Unterbenutzer, Admin), mit Tischen und Restaurantname; 404 für eine unbekannte oder die eines anderen Restaurants",
    request: { params: restaurantReservationParamsSchema },
    responses: answers(200, dataAnswer(ReservationDtoSchema), "Die Reservierung", [400, 401, 403, 404]),
  },
);
