import { createRoute } from "@hono/zod-openapi";
import { idParamsSchema } from "@tischservice/core";
import { answers } from "../../http/answers.ts";
import { messageDataAnswer } from "../../lib/answer-schemas.ts";
import { ReservationDtoSchema } from "../../reservations/reservation-dto.ts";

export const cancelOwn = createRoute({
  method: "post",
  path: "/api/reservations/{id}/cancel",
  tags: ["Reservierungen"],
  summary:
    "Eigene Reservierung stornieren (angemeldeter Kunde: gebucht mit seinem Konto oder seiner E-Mail-Adresse; nur vor Beginn)",
  request: { params: idParamsSchema },
  responses: answers(200, messageDataAnswer(ReservationDtoSchema), "Storniert", 400, 401, 404, 409),
});
