import {
  createTableCombinationRequestSchema,
  idParamsSchema,
  restaurantIdParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { jsonBody, MessageSchema } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { dataAnswer, messageDataAnswer } from "../../lib/answer-schemas.ts";

const tags = ["Tische"];
const route = resourceRoutes(tags);

export const TableCombinationDtoSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    restaurantId: z.string(),
    name: z.string(),
    tableIds: z.array(z.string()),
    tables: z.array(
      z.object({
        _id: z.string(),
        tableNumber: z.string(),
        name: z.string(),
        seats: z.number(),
        internal: z.boolean(),
      }),
    ),
    seats: z.number().meta({ description: "Die Plätze aller Tische zusammen." }),
    internal: z
      .boolean()
      .meta({ description: "Ein Tisch ist „Nur intern“: online wird die Kombination nie vergeben." }),
    createdAt: z.string(),
  })
  .meta({ id: "TableCombination" });

export const listTableCombinations = route.get("/api/tables/combinations/restaurant/{restaurantId}", {
  summary: "Festgelegte Tischkombinationen eines Restaurants (Personal)",
  description:
    "Sobald eine Kombination festgelegt ist, verbindet die Tischvergabe nur noch festgelegte Kombinationen; ohne eine werden bis zu drei Tische eines Raums automatisch verbunden.",
  request: { params: restaurantIdParamsSchema },
  responses: answers(
    200,
    dataAnswer(z.array(TableCombinationDtoSchema)),
    "Kombinationen",
    [400, 401, 403, 404],
  ),
});

export const createTableCombination = route.post("/api/tables/combinations", {
  summary: "Tischkombination festlegen (Inhaber): 2–4 verschiedene Tische des Restaurants",
  request: { body: jsonBody(createTableCombinationRequestSchema) },
  responses: answers(
    201,
    messageDataAnswer(TableCombinationDtoSchema),
    "Angelegt",
    [400, 401, 403, 404, 409],
  ),
});

export const deleteTableCombination = route.delete("/api/tables/combinations/{id}", {
  summary: "Tischkombination löschen (Inhaber); bestehende Reservierungen behalten ihre Tische",
  request: { params: idParamsSchema },
  responses: answers(200, MessageSchema, "Gelöscht", [400, 401, 403, 404]),
});
