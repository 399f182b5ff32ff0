import { createRoute } from "@hono/zod-openapi";
import {
  adminRestaurantParamsSchema,
  adminRestaurantUpdateRequestSchema,
  adminUserParamsSchema,
  adminUserUpdateRequestSchema,
  demoDataDeletedResponseSchema,
} from "@tischservice/core";
import { z } from "zod";
import { errors, jsonBody, jsonContent, MessageSchema } from "../../lib/create-router.ts";
import { UserDtoSchema } from "../../lib/dto.ts";
import { RestaurantDtoSchema } from "../restaurants/restaurants.dto.ts";

const tags = ["Admin"];
const refusals = { 401: errors[401], 403: errors[403] };

export const updateUser = createRoute({
  method: "patch",
  path: "/api/admin/users/{userId}",
  tags,
  summary:
    "Benutzer deaktivieren oder wieder aktivieren (nur Admin). Deaktivieren beendet sofort alle Sitzungen und entfernt die Push-Geräte; bei einem Inhaber gilt es auch für seine Unterbenutzer",
  request: { params: adminUserParamsSchema, body: jsonBody(adminUserUpdateRequestSchema) },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), message: z.string(), user: UserDtoSchema }),
      "Geändert",
    ),
    400: errors[400],
    ...refusals,
    404: errors[404],
    409: errors[409],
  },
});

export const deleteUser = createRoute({
  method: "delete",
  path: "/api/admin/users/{userId}",
  tags,
  summary:
    "Benutzer löschen (nur Admin); bei einem Inhaber auch sein Restaurant mit allen Daten und seine Unterbenutzer",
  request: { params: adminUserParamsSchema },
  responses: {
    200: jsonContent(MessageSchema, "Gelöscht"),
    400: errors[400],
    ...refusals,
    404: errors[404],
    409: errors[409],
  },
});

export const updateRestaurant = createRoute({
  method: "patch",
  path: "/api/admin/restaurants/{restaurantId}",
  tags,
  summary:
    "Restaurant in der öffentlichen Partnerliste zeigen oder ausblenden (nur Admin); sein Widget bucht weiter",
  request: { params: adminRestaurantParamsSchema, body: jsonBody(adminRestaurantUpdateRequestSchema) },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), message: z.string(), restaurant: RestaurantDtoSchema }),
      "Geändert",
    ),
    400: errors[400],
    ...refusals,
    404: errors[404],
  },
});

export const deleteDemoData = createRoute({
  method: "delete",
  path: "/api/admin/demo-data",
  tags,
  summary:
    "Alle Demo-Konten und Demo-Restaurants mit ihren Daten löschen (nur Admin mit eigenem, nicht Demo-Konto)",
  responses: {
    200: jsonContent(demoDataDeletedResponseSchema, "Gelöscht (mit Anzahl)"),
    ...refusals,
    409: errors[409],
  },
});
