import { createRoute } from "@hono/zod-openapi";
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
import { errorResponses, jsonBody, jsonContent, MessageSchema } from "../../http/create-router.ts";
import { dataAnswer, messageDataAnswer } from "../../lib/answer-schemas.ts";

const tags = ["Tische"];

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
const listResponses = { 200: jsonContent(List, "Tische"), ...errorResponses(400, 401, 403, 404) };

export const listRestaurantTables = createRoute({
  method: "get",
  path: "/api/restaurants/{restaurantId}/tables",
  tags,
  summary: "Tische eines Restaurants (Personal)",
  request: { params: restaurantIdParamsSchema },
  responses: listResponses,
});

export const listTablesByOwner = createRoute({
  method: "get",
  path: "/api/tables/{userId}",
  tags,
  summary: "Tische zum Inhaber (oder Unterbenutzer)",
  description:
    "Ältere Adresse, an der `{userId}` die ID eines Inhabers oder Unterbenutzers ist (unter `/api/tables/{id}` sonst die eines Tisches); eindeutig: `GET /api/restaurants/{restaurantId}/tables`.",
  request: { params: userIdParamsSchema },
  responses: listResponses,
});

export const listTablesByRestaurant = createRoute({
  method: "get",
  path: "/api/tables/restaurant/{restaurantId}",
  tags,
  summary: "Tische eines Restaurants",
  description: "Ältere Adresse; gleichbedeutend mit `GET /api/restaurants/{restaurantId}/tables`.",
  request: { params: restaurantIdParamsSchema },
  responses: listResponses,
});

export const createTable = createRoute({
  method: "post",
  path: "/api/tables",
  tags,
  summary: "Tisch anlegen (Inhaber)",
  request: { body: jsonBody(createTableRequestSchema) },
  responses: { 201: jsonContent(One, "Angelegt"), ...errorResponses(400, 401, 403, 404, 409) },
});

export const deleteTable = createRoute({
  method: "delete",
  path: "/api/tables/{id}",
  tags,
  summary: "Tisch löschen (Inhaber); nicht mit bevorstehenden Reservierungen",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(MessageSchema, "Gelöscht"), ...errorResponses(400, 401, 403, 404, 409) },
});

export const updateTablePosition = createRoute({
  method: "put",
  path: "/api/tables/{id}/position",
  tags,
  summary: "Tisch platzieren (Inhaber): x, y, rotation, roomId – einzeln oder zusammen",
  request: { params: idParamsSchema, body: jsonBody(updateTablePositionRequestSchema) },
  responses: { 200: jsonContent(One, "Gespeichert"), ...errorResponses(400, 401, 403, 404) },
});

export const updateTableNumber = createRoute({
  method: "put",
  path: "/api/tables/{id}/number",
  tags,
  summary: "Tischnummer ändern (Inhaber); eindeutig im Restaurant",
  request: { params: idParamsSchema, body: jsonBody(updateTableNumberRequestSchema) },
  responses: { 200: jsonContent(One, "Gespeichert"), ...errorResponses(400, 401, 403, 404, 409) },
});

export const updateTableInternal = createRoute({
  method: "put",
  path: "/api/tables/{id}/internal",
  tags,
  summary: "„Nur intern“ setzen (Inhaber): online nie vergeben, das Personal kann ihn belegen",
  request: { params: idParamsSchema, body: jsonBody(updateTableInternalRequestSchema) },
  responses: { 200: jsonContent(One, "Gespeichert"), ...errorResponses(400, 401, 403, 404) },
});
