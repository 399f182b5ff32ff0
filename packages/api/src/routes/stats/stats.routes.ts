import { createRoute } from "@hono/zod-openapi";
import { statisticsParamsSchema, statisticsQuerySchema, statisticsResponseSchema } from "@tischservice/core";
import { answers } from "../../http/answers.ts";

export const getStats = createRoute({
  method: "get",
  path: "/api/stats/{restaurantId}",
  tags: ["Statistiken"],
  summary:
    "Sechs Kennzahlen und acht Umsatzwerte eines Zeitraums (Inhaber, Admin); nur die Zeilen des Zeitraums werden gelesen",
  request: { params: statisticsParamsSchema, query: statisticsQuerySchema },
  responses: answers(200, statisticsResponseSchema, "Statistik", 400, 401, 403, 404),
});
