import {
  adminRestaurantParamsSchema,
  adminRestaurantUpdateRequestSchema,
  adminUserParamsSchema,
  adminUserUpdateRequestSchema,
  demoDataDeletedResponseSchema,
} from "@tischservice/core";
import { z } from "zod";
import { UserDtoSchema } from "../../auth/user-dto.ts";
import { answers } from "../../http/answers.ts";
import { jsonBody, MessageSchema } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { RestaurantDtoSchema } from "../restaurants/restaurants.dto.ts";

const tags = ["Admin"];
const route = resourceRoutes(tags);

export const updateUser = route.patch("/api/admin/users/{userId}", {
  summary:
    "Benutzer deaktivieren oder wieder aktivieren (nur Admin). Deaktivieren beendet sofort alle Sitzungen und entfernt die Push-Geräte; bei einem Inhaber gilt es auch für seine Unterbenutzer",
  request: { params: adminUserParamsSchema, body: jsonBody(adminUserUpdateRequestSchema) },
  responses: answers(
    200,
    z.object({ success: z.literal(true), message: z.string(), user: UserDtoSchema }),
    "Geändert",
    [400, 401, 403, 404, 409],
  ),
});

export const deleteUser = route.delete("/api/admin/users/{userId}", {
  summary:
    "Benutzer löschen (nur Admin); bei einem Inhaber auch sein Restaurant mit allen Daten und seine Unterbenutzer",
  request: { params: adminUserParamsSchema },
  responses: answers(200, MessageSchema, "Gelöscht", [400, 401, 403, 404, 409]),
});

export const updateRestaurant = route.patch("/api/admin/restaurants/{restaurantId}", {
  summary:
    "Restaurant in der öffentlichen Partnerliste zeigen oder ausblenden (nur Admin); sein Widget bucht weiter",
  request: { params: adminRestaurantParamsSchema, body: jsonBody(adminRestaurantUpdateRequestSchema) },
  responses: answers(
    200,
    z.object({ success: z.literal(true), message: z.string(), restaurant: RestaurantDtoSchema }),
    "Geändert",
    [400, 401, 403, 404],
  ),
});

export const deleteDemoData = route.delete("/api/admin/demo-data", {
  summary:
    "Alle Demo-Konten und Demo-Restaurants mit ihren Daten löschen (nur Admin mit eigenem, nicht Demo-Konto)",
  responses: answers(200, demoDataDeletedResponseSchema, "Gelöscht (mit Anzahl)", [401, 403, 409]),
});
