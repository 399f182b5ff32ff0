import {
  createTableRequestSchema,
  idParamsSchema,
  restaurantIdParamsSchema,
  updateTableInternalRequestSchema,
  updateTableNumberRequestSchema,
  updateTablePositionRequestSchema,
  userIdParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { jsonBody, MessageSchema } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { dataAnswer, messageDataAnswer } from "../../lib/answer-schemas.ts";

const tags = ["Tische"];
const route = resourceRoutes(tags);

export const TableDtoSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    seats: z.number(),
    tableNumber: z.string(),
    location: z.string(),
    restaurantId: z.string(),
    roomId: z.string().nullable(),
    position: z.object({ x: z.number(), y: z.number(), rotation: z.number() }),
    internal: z.boolean().meta({
      description: "„Nur intern“: online wird der Tisch nie vergeben (auch nicht in einer Kombination).",
    }),
  })
  .meta({ id: "Table" });

const ListedTableSchema = TableDtoSchema.extend({
  hasUpcomingReservations: z
    .boolean()
    .meta({ description: "Der Tisch hat Reservierungen, die noch nicht vorbei sind (nicht löschbar)." }),
});
const List = dataAnswer(z.array(ListedTableSchema));
const One = messageDataAnswer(TableDtoSchema);
/** Both lists answer alike: the tables, each with whether it still has reservations ahead. */
const listResponses = answers(200, List, "Tische", [400, 401, 403, 404]);

export const listRestaurantTables = route.get("/api/restaurants/{restaurantId}/tables", {
  summary: "Tische eines Restaurants (Personal)",
  request: { params: restaurantIdParamsSchema },
  responses: listResponses,
});

export const listTablesByOwner = route.get("/api/tables/{userId}", {
  summary: "Tische zum Inhaber (oder Unterbenutzer)",
  description:
    "Ältere Adresse, an der `{userId}` die ID eines Inhabers oder Unterbenutzers ist (unter `/api/tables/{id}` sonst die eines Tisches); eindeutig: `GET /api/restaurants/{restaurantId}/tables`.",
  request: { params: userIdParamsSchema },
  responses: listResponses,
});

export const listTablesByRestaurant = route.get("/api/tables/restaurant/{restaurantId}", {
  summary: "Tische eines Restaurants",
  description: "Ältere Adresse; gleichbedeutend mit `GET /api/restaurants/{restaurantId}/tables`.",
  request: { params: restaurantIdParamsSchema },
  responses: listResponses,
});

export const createTable = route.post("/api/tables", {
  summary: "Tisch anlegen (Inhaber)",
  request: { body: jsonBody(createTableRequestSchema) },
  responses: answers(201, One, "Angelegt", [400, 401, 403, 404, 409]),
});

export const deleteTable = route.delete("/api/tables/{id}", {
  summary: "Tisch löschen (Inhaber); nicht mit bevorstehenden Reservierungen",
  request: { params: idParamsSchema },
  responses: answers(200, MessageSchema, "Gelöscht", [400, 401, 403, 404, 409]),
});

export const updateTablePosition = route.put("/api/tables/{id}/position", {
  summary: "Tisch platzieren (Inhaber): x, y, rotation, roomId – einzeln oder zusammen",
  request: { params: idParamsSchema, body: jsonBody(updateTablePositionRequestSchema) },
  responses: answers(200, One, "Gespeichert", [400, 401, 403, 404]),
});

export const updateTableNumber = route.put("/api/tables/{id}/number", {
  summary: "Tischnummer ändern (Inhaber); eindeutig im Restaurant",
  request: { params: idParamsSchema, body: jsonBody(updateTableNumberRequestSchema) },
  responses: answers(200, One, "Gespeichert", [400, 401, 403, 404, 409]),
});

export const updateTableInternal = route.put("/api/tables/{id}/internal", {
  summary: "„Nur intern“ setzen (Inhaber): online nie vergeben, das Personal kann ihn belegen",
  request: { params: idParamsSchema, body: jsonBody(updateTableInternalRequestSchema) },
  responses: answers(200, One, "Gespeichert", [400, 401, 403, 404]),
});
