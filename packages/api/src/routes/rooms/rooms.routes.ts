import { createRoomRequestSchema, idParamsSchema, restaurantIdParamsSchema } from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { jsonBody, MessageSchema } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { alternateDataAnswer } from "../../lib/answer-schemas.ts";

const tags = ["Räume"];
const route = resourceRoutes(tags);

export const RoomDtoSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    restaurantId: z.string(),
    name: z.string(),
    width: z.number(),
    height: z.number(),
    shape: z.array(z.object({ x: z.number(), y: z.number() })),
    color: z.string(),
  })
  .meta({ id: "Room" });

export const listRooms = route.get("/api/rooms/restaurant/{restaurantId}", {
  summary: "Räume eines Restaurants",
  request: { params: restaurantIdParamsSchema },
  responses: answers(
    200,
    alternateDataAnswer("rooms", z.array(RoomDtoSchema)),
    "Räume",
    [400, 401, 403, 404],
  ),
});

export const createRoom = route.post("/api/rooms", {
  summary: "Raum speichern (Inhaber): Name, Größe, Umriss aus mindestens 3 Punkten, Farbe",
  request: { body: jsonBody(createRoomRequestSchema) },
  responses: answers(
    201,
    alternateDataAnswer("room", RoomDtoSchema).extend({ message: z.string() }),
    "Gespeichert",
    [400, 401, 403, 404],
  ),
});

export const deleteRoom = route.delete("/api/rooms/{id}", {
  summary: "Raum löschen (Inhaber); seine Tische behalten ihren Platz ohne Raum",
  request: { params: idParamsSchema },
  responses: answers(200, MessageSchema, "Gelöscht", [400, 401, 403, 404]),
});
