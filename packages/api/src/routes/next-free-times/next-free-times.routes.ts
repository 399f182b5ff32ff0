import {
  NEXT_FREE_TIMES_DAYS,
  NEXT_FREE_TIMES_DEFAULT_LIMIT,
  nextFreeTimesQuerySchema,
  nextFreeTimesResponseSchema,
  restaurantIdParamsSchema,
} from "@tischservice/core";
import { answers } from "../../http/answers.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

export const NextFreeTimesSchema = nextFreeTimesResponseSchema.meta({ id: "NextFreeTimes" });

const route = resourceRoutes(["Reservierungen"]);

export const getNextFreeTimes = route.get("/api/restaurants/{restaurantId}/next-free-times", {
  summary: `Nächste freie Termine ab einem Tag für eine Personenzahl (öffentlich, CORS für das Widget): je Tag die erste freie Zeit, höchstens ${NEXT_FREE_TIMES_DAYS} Tage`,
  description:
    `Für das Widget, wenn am gewählten Tag nichts mehr frei ist: sieht die Tage \`from\` bis \`from\` + ${NEXT_FREE_TIMES_DAYS - 1} der Reihe nach an und nennt je Tag die erste freie Startzeit, bis \`limit\` (1 bis ${NEXT_FREE_TIMES_DAYS}, sonst ${NEXT_FREE_TIMES_DEFAULT_LIMIT}) Termine gefunden sind. ` +
    "Es gelten dieselben Regeln wie bei `GET /api/simple-timeslots/{restaurantId}/{date}/{guests}`: Öffnungszeiten, besondere Zeiten, Vorlaufzeit, Aufenthaltsdauer nach Personenzahl, bestehende Reservierungen und gehaltene Tische der Warteliste; Personal sieht auch den laufenden Slot. " +
    "Über der Online-Grenze des Restaurants antwortet es 409 `enquiry_required` wie die Zeitslots. Ein angezeigter Termin kann beim Buchen schon vergeben sein (dann 409 `slot_taken`).",
  request: { params: restaurantIdParamsSchema, query: nextFreeTimesQuerySchema },
  responses: answers(200, NextFreeTimesSchema, "Freie Termine (leer, wenn keiner frei ist)", [400, 404, 409]),
});
