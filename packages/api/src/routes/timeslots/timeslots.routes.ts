import { timeSlotsParamsSchema } from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

export const TimeSlotsSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    date: z.object({ formatted: z.string(), dayName: z.string(), iso: z.string() }),
    guests: z.number(),
    /** The restaurant's today (`YYYY-MM-DD` in its time zone): the widget's calendar counts from it. */
    today: z.string().optional(),
    closed: z.boolean(),
    timeSlots: z.array(z.object({ time: z.string(), available: z.boolean(), status: z.string() })),
  })
  .meta({ id: "TimeSlots" });

const route = resourceRoutes(["Reservierungen"]);

export const getTimeSlots = route.get("/api/simple-timeslots/{restaurantId}/{date}/{guests}", {
  summary:
    "Zeitslots eines Tages für eine Personenzahl (öffentlich, CORS für das Widget; Personal sieht den laufenden Slot)",
  description:
    "Mit `firstOpen=1` (das Widget beim ersten Laden) antwortet ein geschlossener Tag mit dem nächsten geöffneten Tag der folgenden 90 Tage und ein Tag vor dem heutigen Tag des Restaurants mit diesem; `date.iso` nennt den Tag der Antwort. `today` ist der heutige Tag in der Zeitzone des Restaurants, von dem aus das Widget den Buchungshorizont zählt.",
  request: {
    params: timeSlotsParamsSchema,
    query: z.object({ firstOpen: z.enum(["1"]).optional() }),
  },
  responses: answers(200, TimeSlotsSchema, "Zeitslots", [400, 404, 409]),
});
