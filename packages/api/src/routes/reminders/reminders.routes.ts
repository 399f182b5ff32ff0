import { guestCancelReservationBodySchema, idParamsSchema } from "@tischservice/core";
import { answers } from "../../http/answers.ts";
import { jsonBody } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { messageDataAnswer } from "../../lib/answer-schemas.ts";
import { ReservationDtoSchema } from "../../reservations/reservation-dto.ts";

const route = resourceRoutes(["Reservierungen"]);

export const guestConfirm = route.post("/api/reservations/{id}/guest-confirm", {
  summary:
    "„Ich komme wie geplant“ über den Link aus der Erinnerung (Token; CORS): das Dashboard zeigt „Vom Gast bestätigt“ mit der Zeit; ein zweiter Klick ändert nichts",
  request: { params: idParamsSchema, body: jsonBody(guestCancelReservationBodySchema) },
  responses: answers(200, messageDataAnswer(ReservationDtoSchema), "Zusage gespeichert", [400, 404, 409]),
});
