import {
  idParamsSchema,
  menuItemBodySchema,
  restaurantIdParamsSchema,
  userIdParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { errorResponses, jsonBody, jsonContent, MessageSchema } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { dataAnswer, messageDataAnswer } from "../../lib/answer-schemas.ts";

const tags = ["Menü"];
const route = resourceRoutes(tags);

export const MenuItemDtoSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    price: z.number(),
    type: z.enum(["drink", "appetizer", "main", "dessert"]),
    userId: z.string(),
    restaurantId: z.string(),
  })
  .meta({ id: "MenuItem" });

const One = messageDataAnswer(MenuItemDtoSchema);

export const listMenuByUser = route.get(
  "/api/menu/user/{userId}",
  "Menü zum Inhaber (oder Unterbenutzer) – als Liste",
  {
    request: { params: userIdParamsSchema },
    responses: {
      200: jsonContent(z.array(MenuItemDtoSchema), "Menü"),
      ...errorResponses(400, 401, 403, 404),
    },
  },
);

export const listMenuByRestaurant = route.get(
  "/api/menu/restaurant/{restaurantId}",
  "Menü eines Restaurants",
  {
    request: { params: restaurantIdParamsSchema },
    responses: {
      200: jsonContent(dataAnswer(z.array(MenuItemDtoSchema)), "Menü"),
      ...errorResponses(400, 401, 403, 404),
    },
  },
);

export const createMenuItem = route.post("/api/menu", "Menüeintrag anlegen (Inhaber und Unterbenutzer)", {
  request: { body: jsonBody(menuItemBodySchema) },
  responses: { 201: jsonContent(One, "Angelegt"), ...errorResponses(400, 401, 403, 404) },
});

export const updateMenuItem = route.put("/api/menu/{id}", "Menüeintrag ändern (Inhaber und Unterbenutzer)", {
  request: { params: idParamsSchema, body: jsonBody(menuItemBodySchema) },
  responses: { 200: jsonContent(One, "Gespeichert"), ...errorResponses(400, 401, 403, 404) },
});

export const deleteMenuItem = route.delete(
  "/api/menu/{id}",
  "Menüeintrag löschen (Inhaber und Unterbenutzer)",
  {
    request: { params: idParamsSchema },
    responses: { 200: jsonContent(MessageSchema, "Gelöscht"), ...errorResponses(400, 401, 403, 404) },
  },
);
