import { createRoute } from "@hono/zod-openapi";
import { guestCancelReservationBodySchema, idParamsSchema } from "@tischservice/core";
import { errorResponses, jsonBody, jsonContent } from "../../http/create-router.ts";
import { messageDataAnswer } from "../../lib/answer-schemas.ts";
import { ReservationDtoSchema } from "../../reservations/reservation-dto.ts";

export const guestConfirm = createRoute({
  method: "post",
  path: "/api/reservations/{id}/guest-confirm",
  tags: ["Reservierungen"],
  summary:
    "„Ich komme wie geplant“ über den Link aus der Erinnerung (Token; CORS): das Dashboard zeigt „Vom Gast bestätigt“ mit der Zeit; ein zweiter Klick ändert nichts",
  request: { params: idParamsSchema, body: jsonBody(guestCancelReservationBodySchema) },
  responses: {
    200: jsonContent(messageDataAnswer(ReservationDtoSchema), "Zusage gespeichert"),
    ...errorResponses(400, 404, 409),
  },
});
