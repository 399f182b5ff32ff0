import { createRoute } from "@hono/zod-openapi";
import { idParamsSchema } from "@tischservice/core";
import { z } from "zod";
import { errors, jsonContent } from "../../lib/create-router.ts";
import { ReservationDtoSchema } from "../../reservations/reservation-dto.ts";

export const cancelOwn = createRoute({
  method: "post",
  path: "/api/reservations/{id}/cancel",
  tags: ["Reservierungen"],
  summary:
    "Eigene Reservierung stornieren (angemeldeter Kunde: gebucht mit seinem Konto oder seiner E-Mail-Adresse; nur vor Beginn)",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), message: z.string(), data: ReservationDtoSchema }),
      "Storniert",
    ),
    400: errors[400],
    401: errors[401],
    404: errors[404],
    409: errors[409],
  },
});
