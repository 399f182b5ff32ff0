import { createRoute } from "@hono/zod-openapi";
import {
  idParamsSchema,
  menuItemBodySchema,
  restaurantIdParamsSchema,
  userIdParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { errors, jsonBody, jsonContent, MessageSchema } from "../../lib/create-router.ts";

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

const One = z.object({ success: z.literal(true), message: z.string(), data: MenuItemDtoSchema });
const refusals = { 400: errors[400], 401: errors[401], 403: errors[403], 404: errors[404] };

export const listMenuByUser = createRoute({
  method: "get",
  path: "/api/menu/user/{userId}",
  tags,
  summary: "Menü zum Inhaber (oder Unterbenutzer) – als Liste",
  request: { params: userIdParamsSchema },
  responses: { 200: jsonContent(z.array(MenuItemDtoSchema), "Menü"), ...refusals },
});

export const listMenuByRestaurant = createRoute({
  method: "get",
  path: "/api/menu/restaurant/{restaurantId}",
  tags,
  summary: "Menü eines Restaurants",
  request: { params: restaurantIdParamsSchema },
  responses: {
    200: jsonContent(z.object({ success: z.literal(true), data: z.array(MenuItemDtoSchema) }), "Menü"),
    ...refusals,
  },
});

export const createMenuItem = createRoute({
  method: "post",
  path: "/api/menu",
  tags,
  summary: "Menüeintrag anlegen (Inhaber und Unterbenutzer)",
  request: { body: jsonBody(menuItemBodySchema) },
  responses: { 201: jsonContent(One, "Angelegt"), ...refusals },
});

export const updateMenuItem = createRoute({
  method: "put",
  path: "/api/menu/{id}",
  tags,
  summary: "Menüeintrag ändern (Inhaber und Unterbenutzer)",
  request: { params: idParamsSchema, body: jsonBody(menuItemBodySchema) },
  responses: { 200: jsonContent(One, "Gespeichert"), ...refusals },
});

export const deleteMenuItem = createRoute({
  method: "delete",
  path: "/api/menu/{id}",
  tags,
  summary: "Menüeintrag löschen (Inhaber und Unterbenutzer)",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(MessageSchema, "Gelöscht"), ...refusals },
});
