import { idParamsSchema } from "@tischservice/core";
import { answers } from "../../http/answers.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { messageDataAnswer } from "../../lib/answer-schemas.ts";
import { ReservationDtoSchema } from "../../reservations/reservation-dto.ts";

const route = resourceRoutes(["Reservierungen"]);

export const cancelOwn = route.post("/api/reservations/{id}/cancel", {
  summary:
    "Eigene Reservierung stornieren (angemeldeter Kunde: gebucht mit seinem Konto oder seiner E-Mail-Adresse; nur vor Beginn)",
  request: { params: idParamsSchema },
  responses: answers(200, messageDataAnswer(ReservationDtoSchema), "Storniert", [400, 401, 404, 409]),
});
