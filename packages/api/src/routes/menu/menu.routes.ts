import {
  idParamsSchema,
  menuItemBodySchema,
  restaurantIdParamsSchema,
  userIdParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { jsonBody, MessageSchema } from "../../http/create-router.ts";
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

export const listMenuByUser = route.get("/api/menu/user/{userId}", {
  summary: "Menü zum Inhaber (oder Unterbenutzer) – als Liste",
  request: { params: userIdParamsSchema },
  responses: answers(200, z.array(MenuItemDtoSchema), "Menü", [400, 401, 403, 404]),
});

export const listMenuByRestaurant = route.get("/api/menu/restaurant/{restaurantId}", {
  summary: "Menü eines Restaurants",
  request: { params: restaurantIdParamsSchema },
  responses: answers(200, dataAnswer(z.array(MenuItemDtoSchema)), "Menü", [400, 401, 403, 404]),
});

export const createMenuItem = route.post("/api/menu", {
  summary: "Menüeintrag anlegen (Inhaber und Unterbenutzer)",
  request: { body: jsonBody(menuItemBodySchema) },
  responses: answers(201, One, "Angelegt", [400, 401, 403, 404]),
});

export const updateMenuItem = route.put("/api/menu/{id}", {
  summary: "Menüeintrag ändern (Inhaber und Unterbenutzer)",
  request: { params: idParamsSchema, body: jsonBody(menuItemBodySchema) },
  responses: answers(200, One, "Gespeichert", [400, 401, 403, 404]),
});

export const deleteMenuItem = route.delete("/api/menu/{id}", {
  summary: "Menüeintrag löschen (Inhaber und Unterbenutzer)",
  request: { params: idParamsSchema },
  responses: answers(200, MessageSchema, "Gelöscht", [400, 401, 403, 404]),
});
