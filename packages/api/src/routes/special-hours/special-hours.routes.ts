import { createRoute } from "@hono/zod-openapi";
import { specialHourBodySchema, specialHourParamsSchema, userIdParamsSchema } from "@tischservice/core";
import { z } from "zod";
import { messageDataAnswer } from "../../lib/answer-schemas.ts";
import { errorResponses, jsonBody, jsonContent } from "../../lib/create-router.ts";

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

export const listSpecialHours = createRoute({
  method: "get",
  path: "/api/special-hours/{userId}",
  tags,
  summary: "Besondere Zeiten eines Restaurants (öffentlich; Inhaber- oder Unterbenutzer-ID)",
  request: { params: userIdParamsSchema },
  responses: { 200: jsonContent(List, "Liste"), ...errorResponses(400, 404) },
});

export const createSpecialHour = createRoute({
  method: "post",
  path: "/api/special-hours/{userId}",
  tags,
  summary: "Besondere Zeit anlegen (Inhaber); antwortet mit der neuen Liste",
  request: { params: userIdParamsSchema, body: jsonBody(specialHourBodySchema) },
  responses: { 201: jsonContent(List, "Angelegt"), ...errorResponses(400, 401, 403, 404) },
});

export const updateSpecialHour = createRoute({
  method: "put",
  path: "/api/special-hours/{userId}/{specialHourId}",
  tags,
  summary: "Besondere Zeit ändern (Inhaber); antwortet mit der neuen Liste",
  request: { params: specialHourParamsSchema, body: jsonBody(specialHourBodySchema) },
  responses: { 200: jsonContent(List, "Gespeichert"), ...errorResponses(400, 401, 403, 404) },
});

export const deleteSpecialHour = createRoute({
  method: "delete",
  path: "/api/special-hours/{userId}/{specialHourId}",
  tags,
  summary: "Besondere Zeit löschen (Inhaber); antwortet mit der neuen Liste",
  request: { params: specialHourParamsSchema },
  responses: { 200: jsonContent(List, "Gelöscht"), ...errorResponses(400, 401, 403, 404) },
});
