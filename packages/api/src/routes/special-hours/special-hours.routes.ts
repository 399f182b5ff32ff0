import { createRoute } from "@hono/zod-openapi";
import {
  restaurantIdParamsSchema,
  restaurantSpecialHourParamsSchema,
  specialHourBodySchema,
  specialHourParamsSchema,
  userIdParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { jsonBody } from "../../http/create-router.ts";
import { messageDataAnswer } from "../../lib/answer-schemas.ts";

const tags = ["Besondere Zeiten"];

export const SpecialHourDtoSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    title: z.string(),
    type: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    isRecurring: z.boolean(),
    isClosed: z.boolean(),
    customHours: z.object({ openTime: z.string(), closeTime: z.string() }).nullable(),
    description: z.string(),
    userId: z.string(),
    restaurantId: z.string(),
  })
  .meta({ id: "SpecialHour" });

const List = messageDataAnswer(z.array(SpecialHourDtoSchema));

const byOwner = (unambiguous: string) =>
  `Ältere Adresse mit der ID des Inhabers (oder eines Unterbenutzers); eindeutig: \`${unambiguous}\`.`;

const listConfig = {
  method: "get",
  tags,
  summary: "Besondere Zeiten eines Restaurants (öffentlich)",
  responses: answers(200, List, "Liste", 400, 404),
} as const;
const createConfig = {
  method: "post",
  tags,
  summary: "Besondere Zeit anlegen (Inhaber); antwortet mit der neuen Liste",
  responses: answers(201, List, "Angelegt", 400, 401, 403, 404),
} as const;
const updateConfig = {
  method: "put",
  tags,
  summary: "Besondere Zeit ändern (Inhaber); antwortet mit der neuen Liste",
  responses: answers(200, List, "Gespeichert", 400, 401, 403, 404),
} as const;
const deleteConfig = {
  method: "delete",
  tags,
  summary: "Besondere Zeit löschen (Inhaber); antwortet mit der neuen Liste",
  responses: answers(200, List, "Gelöscht", 400, 401, 403, 404),
} as const;

export const listRestaurantSpecialHours = createRoute({
  ...listConfig,
  path: "/api/restaurants/{restaurantId}/special-hours",
  request: { params: restaurantIdParamsSchema },
});

export const createRestaurantSpecialHour = createRoute({
  ...createConfig,
  path: "/api/restaurants/{restaurantId}/special-hours",
  request: { params: restaurantIdParamsSchema, body: jsonBody(specialHourBodySchema) },
});

export const updateRestaurantSpecialHour = createRoute({
  ...updateConfig,
  path: "/api/restaurants/{restaurantId}/special-hours/{specialHourId}",
  request: { params: restaurantSpecialHourParamsSchema, body: jsonBody(specialHourBodySchema) },
});

export const deleteRestaurantSpecialHour = createRoute({
  ...deleteConfig,
  path: "/api/restaurants/{restaurantId}/special-hours/{specialHourId}",
  request: { params: restaurantSpecialHourParamsSchema },
});

export const listSpecialHours = createRoute({
  ...listConfig,
  path: "/api/special-hours/{userId}",
  description: byOwner("GET /api/restaurants/{restaurantId}/special-hours"),
  request: { params: userIdParamsSchema },
});

export const createSpecialHour = createRoute({
  ...createConfig,
  path: "/api/special-hours/{userId}",
  description: byOwner("POST /api/restaurants/{restaurantId}/special-hours"),
  request: { params: userIdParamsSchema, body: jsonBody(specialHourBodySchema) },
});

export const updateSpecialHour = createRoute({
  ...updateConfig,
  path: "/api/special-hours/{userId}/{specialHourId}",
  description: byOwner("PUT /api/restaurants/{restaurantId}/special-hours/{specialHourId}"),
  request: { params: specialHourParamsSchema, body: jsonBody(specialHourBodySchema) },
});

export const deleteSpecialHour = createRoute({
  ...deleteConfig,
  path: "/api/special-hours/{userId}/{specialHourId}",
  description: byOwner("DELETE /api/restaurants/{restaurantId}/special-hours/{specialHourId}"),
  request: { params: specialHourParamsSchema },
});
