import { createRoute } from "@hono/zod-openapi";
import {
  idParamsSchema,
  menuItemBodySchema,
  restaurantIdParamsSchema,
  userIdParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { errorResponses, jsonBody, jsonContent, MessageSchema } from "../../http/create-router.ts";
import { dataAnswer, messageDataAnswer } from "../../lib/answer-schemas.ts";

const tags = ["Menü"];

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

export const listMenuByUser = createRoute({
  method: "get",
  path: "/api/menu/user/{userId}",
  tags,
  summary: "Menü zum Inhaber (oder Unterbenutzer) – als Liste",
  request: { params: userIdParamsSchema },
  responses: { 200: jsonContent(z.array(MenuItemDtoSchema), "Menü"), ...errorResponses(400, 401, 403, 404) },
});

export const listMenuByRestaurant = createRoute({
  method: "get",
  path: "/api/menu/restaurant/{restaurantId}",
  tags,
  summary: "Menü eines Restaurants",
  request: { params: restaurantIdParamsSchema },
  responses: {
    200: jsonContent(dataAnswer(z.array(MenuItemDtoSchema)), "Menü"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const createMenuItem = createRoute({
  method: "post",
  path: "/api/menu",
  tags,
  summary: "Menüeintrag anlegen (Inhaber und Unterbenutzer)",
  request: { body: jsonBody(menuItemBodySchema) },
  responses: { 201: jsonContent(One, "Angelegt"), ...errorResponses(400, 401, 403, 404) },
});

export const updateMenuItem = createRoute({
  method: "put",
  path: "/api/menu/{id}",
  tags,
  summary: "Menüeintrag ändern (Inhaber und Unterbenutzer)",
  request: { params: idParamsSchema, body: jsonBody(menuItemBodySchema) },
  responses: { 200: jsonContent(One, "Gespeichert"), ...errorResponses(400, 401, 403, 404) },
});

export const deleteMenuItem = createRoute({
  method: "delete",
  path: "/api/menu/{id}",
  tags,
  summary: "Menüeintrag löschen (Inhaber und Unterbenutzer)",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(MessageSchema, "Gelöscht"), ...errorResponses(400, 401, 403, 404) },
});
