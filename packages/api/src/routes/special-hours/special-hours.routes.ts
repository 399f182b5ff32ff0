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
import { resourceRoutes } from "../../http/resource-routes.ts";
import { messageDataAnswer } from "../../lib/answer-schemas.ts";

const route = resourceRoutes(["Besondere Zeiten"]);

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

// Each of these answers under two addresses, by restaurant and (older) by owner: one summary and answers for both.
const listing = {
  summary: "Besondere Zeiten eines Restaurants (öffentlich)",
  responses: answers(200, List, "Liste", [400, 404]),
};
const creating = {
  summary: "Besondere Zeit anlegen (Inhaber); antwortet mit der neuen Liste",
  responses: answers(201, List, "Angelegt", [400, 401, 403, 404]),
};
const updating = {
  summary: "Besondere Zeit ändern (Inhaber); antwortet mit der neuen Liste",
  responses: answers(200, List, "Gespeichert", [400, 401, 403, 404]),
};
const deleting = {
  summary: "Besondere Zeit löschen (Inhaber); antwortet mit der neuen Liste",
  responses: answers(200, List, "Gelöscht", [400, 401, 403, 404]),
};

export const listRestaurantSpecialHours = route.get("/api/restaurants/{restaurantId}/special-hours", {
  ...listing,
  request: { params: restaurantIdParamsSchema },
});

export const createRestaurantSpecialHour = route.post("/api/restaurants/{restaurantId}/special-hours", {
  ...creating,
  request: { params: restaurantIdParamsSchema, body: jsonBody(specialHourBodySchema) },
});

export const updateRestaurantSpecialHour = route.put(
  "/api/restaurants/{restaurantId}/special-hours/{specialHourId}",
  {
    ...updating,
    request: { params: restaurantSpecialHourParamsSchema, body: jsonBody(specialHourBodySchema) },
  },
);

export const deleteRestaurantSpecialHour = route.delete(
  "/api/restaurants/{restaurantId}/special-hours/{specialHourId}",
  {
    ...deleting,
    request: { params: restaurantSpecialHourParamsSchema },
  },
);

export const listSpecialHours = route.get("/api/special-hours/{userId}", {
  ...listing,
  description: byOwner("GET /api/restaurants/{restaurantId}/special-hours"),
  request: { params: userIdParamsSchema },
});

export const createSpecialHour = route.post("/api/special-hours/{userId}", {
  ...creating,
  description: byOwner("POST /api/restaurants/{restaurantId}/special-hours"),
  request: { params: userIdParamsSchema, body: jsonBody(specialHourBodySchema) },
});

export const updateSpecialHour = route.put("/api/special-hours/{userId}/{specialHourId}", {
  ...updating,
  description: byOwner("PUT /api/restaurants/{restaurantId}/special-hours/{specialHourId}"),
  request: { params: specialHourParamsSchema, body: jsonBody(specialHourBodySchema) },
});

export const deleteSpecialHour = route.delete("/api/special-hours/{userId}/{specialHourId}", {
  ...deleting,
  description: byOwner("DELETE /api/restaurants/{restaurantId}/special-hours/{specialHourId}"),
  request: { params: specialHourParamsSchema },
});
