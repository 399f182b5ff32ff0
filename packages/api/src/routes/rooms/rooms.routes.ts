import { createRoomRequestSchema, idParamsSchema, restaurantIdParamsSchema } from "@tischservice/core";
import { z } from "zod";
import { errorResponses, jsonBody, jsonContent, MessageSchema } from "../../http/create-router.ts";
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

export const listRooms = route.get("/api/rooms/restaurant/{restaurantId}", "Räume eines Restaurants", {
  request: { params: restaurantIdParamsSchema },
  responses: {
    200: jsonContent(alternateDataAnswer("rooms", z.array(RoomDtoSchema)), "Räume"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const createRoom = route.post(
  "/api/rooms",
  "Raum speichern (Inhaber): Name, Größe, Umriss aus mindestens 3 Punkten, Farbe",
  {
    request: { body: jsonBody(createRoomRequestSchema) },
    responses: {
      201: jsonContent(
        alternateDataAnswer("room", RoomDtoSchema).extend({ message: z.string() }),
        "Gespeichert",
      ),
      ...errorResponses(400, 401, 403, 404),
    },
  },
);

export const deleteRoom = route.delete(
  "/api/rooms/{id}",
  "Raum löschen (Inhaber); seine Tische behalten ihren Platz ohne Raum",
  {
    request: { params: idParamsSchema },
    responses: { 200: jsonContent(MessageSchema, "Gelöscht"), ...errorResponses(400, 401, 403, 404) },
  },
);
