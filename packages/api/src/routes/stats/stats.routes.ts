import { statisticsParamsSchema, statisticsQuerySchema, statisticsResponseSchema } from "@tischservice/core";
import { answers } from "../../http/answers.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const route = resourceRoutes(["Statistiken"]);

export const getStats = route.get("/api/stats/{restaurantId}", {
  summary:
    "Sechs Kennzahlen und acht Umsatzwerte eines Zeitraums (Inhaber, Admin); nur die Zeilen des Zeitraums werden gelesen",
  request: { params: statisticsParamsSchema, query: statisticsQuerySchema },
  responses: answers(200, statisticsResponseSchema, "Statistik", [400, 401, 403, 404]),
});
