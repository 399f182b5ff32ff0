import { SEAT_NOW_MIN_STAY_MINUTES, seatNowRefusalSchema, seatNowRequestSchema } from "@tischservice/core";
import { errorResponses, jsonBody, jsonContent } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { messageDataAnswer } from "../../lib/answer-schemas.ts";
import { ReservationDtoSchema } from "../../reservations/reservation-dto.ts";

export const SeatNowRefusalSchema = seatNowRefusalSchema.meta({ id: "SeatNowRefusal" });

const route = resourceRoutes(["Reservierungen"]);

export const seatNowRoute = route.post("/api/reservations/seat-now", {
  summary: "Gast ohne Reservierung sofort an einen Tisch setzen (Personal, Tischkarte: „Gast platzieren“)",
  description:
    "Legt eine Reservierung ab jetzt an (Uhrzeit `timeSlot` die laufende Minute in der Zeitzone des Restaurants), für die Aufenthaltsdauer des Restaurants bei dieser Personenzahl oder für `stayMinutes`, direkt mit dem Status `seated` (platziert), Quelle Personal, ohne Mail. Name und Telefon sind freiwillig; ohne Kontaktdaten entsteht kein Gästebuch-Eintrag. " +
    "Geprüft wird in einer Transaktion unter derselben Sperre wie bei Buchungen, die Ausschlussbedingung der Tischbelegung verhindert jede Doppelbelegung: der Tisch muss zum Restaurant gehören (400) und genug Plätze haben (409 `no_fitting_tables`). " +
    `Ist er gerade belegt, antwortet 409 \`table_busy\` mit \`freeFrom\` (HH:MM, null wenn ein Gast über die geplante Zeit sitzt); beginnt während des Aufenthalts eine Reservierung, 409 \`table_free_until\` mit \`freeUntil\` und \`freeMinutes\`: ab ${SEAT_NOW_MIN_STAY_MINUTES} Minuten kann der Gast mit \`stayMinutes\` bis dahin platziert werden. ` +
    "Öffnungszeiten und Vorlaufzeit gelten hier nicht: der Gast steht schon im Restaurant. " +
    "Der Verlauf erhält „Erstellt“ und „Platziert“ (Personal); geöffnete Dashboards erfahren es über das Ereignis.",
  request: { body: jsonBody(seatNowRequestSchema) },
  responses: {
    201: jsonContent(messageDataAnswer(ReservationDtoSchema), "Platziert: die neue Reservierung"),
    409: jsonContent(
      SeatNowRefusalSchema,
      "Tisch zu klein, gerade belegt (`freeFrom`) oder nur bis zur nächsten Reservierung frei (`freeUntil`, `freeMinutes`)",
    ),
    ...errorResponses(400, 401, 403, 404),
  },
});
