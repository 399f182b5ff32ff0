import { createRoute } from "@hono/zod-openapi";
import {
  createRestaurantRequestSchema,
  restaurantIdParamsSchema,
  updateRestaurantRequestSchema,
  userIdParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { alternateDataAnswer } from "../../lib/answer-schemas.ts";
import { errorResponses, jsonBody, jsonContent } from "../../lib/create-router.ts";
import { RestaurantDtoSchema } from "./restaurants.dto.ts";

const tags = ["Restaurants"];
const One = alternateDataAnswer("restaurant", RestaurantDtoSchema);
/** Both lookups answer alike: the restaurant, or 404. */
const lookupResponses = { 200: jsonContent(One, "Restaurant"), ...errorResponses(400, 404) };
/** Changing and creating answer the restaurant with a message. */
const Saved = One.extend({ message: z.string() });

export const listRestaurants = createRoute({
  method: "get",
  path: "/api/restaurants",
  tags,
  summary:
    "Partner-Restaurants (öffentliche Felder): nur die gelisteten; Administratoren sehen alle, mit `listed`",
  responses: {
    200: jsonContent(alternateDataAnswer("restaurants", z.array(RestaurantDtoSchema)), "Liste"),
  },
});

export const getRestaurant = createRoute({
  method: "get",
  path: "/api/restaurants/{restaurantId}",
  tags,
  summary: "Ein Restaurant (auch ein nicht gelistetes: sein Widget bucht weiter)",
  request: { params: restaurantIdParamsSchema },
  responses: lookupResponses,
});

export const getRestaurantByOwner = createRoute({
  method: "get",
  path: "/api/restaurants/owner/{userId}",
  tags,
  summary: "Das Restaurant eines Inhabers (oder des Inhabers eines Unterbenutzers)",
  request: { params: userIdParamsSchema },
  responses: lookupResponses,
});

export const updateRestaurant = createRoute({
  method: "put",
  path: "/api/restaurants/{restaurantId}",
  tags,
  summary: "Restaurant-Informationen ändern (Inhaber)",
  description:
    "Mit `expected` (die gelesenen Werte der geänderten Felder) wird nur gespeichert, wenn niemand diese Felder inzwischen geändert hat; sonst 409 mit dem aktuellen Restaurant unter `restaurant` und den betroffenen Feldern unter `fields`.",
  request: { params: restaurantIdParamsSchema, body: jsonBody(updateRestaurantRequestSchema) },
  responses: {
    200: jsonContent(Saved, "Gespeichert"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const createRestaurant = createRoute({
  method: "post",
  path: "/api/debug/create-restaurant",
  tags,
  summary:
    "„Restaurant jetzt erstellen“: legt das Restaurant eines Inhabers an (der Inhaber selbst oder ein Admin)",
  request: { body: jsonBody(createRestaurantRequestSchema) },
  responses: {
    201: jsonContent(Saved, "Angelegt"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
