import { createRoute } from "@hono/zod-openapi";
import {
  idParamsSchema,
  restaurantIdParamsSchema,
  updateRestaurantConfigRequestSchema,
  userIdParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { jsonBody, jsonContent } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { alternateDataAnswer } from "../../lib/answer-schemas.ts";
import { ConfigDtoSchema } from "./restaurant-configs.dto.ts";

const tags = ["Einstellungen"];
const route = resourceRoutes(tags);
const One = alternateDataAnswer("config", ConfigDtoSchema);
/** Both lookups answer alike: the configuration, or 404. */
const lookupResponses = answers(200, One, "Konfiguration", [400, 404]);

export const listConfigs = route.get("/api/restaurantconfigs", {
  summary: "Konfigurationen aller Restaurants (Öffnungszeiten sind öffentlich)",
  responses: {
    200: jsonContent(alternateDataAnswer("configs", z.array(ConfigDtoSchema)), "Liste"),
  },
});

export const getConfigByUser = route.get("/api/restaurantconfigs/user/{userId}", {
  summary: "Konfiguration zum Inhaber (oder Unterbenutzer)",
  request: { params: userIdParamsSchema },
  responses: lookupResponses,
});

export const getRestaurantConfig = route.get("/api/restaurants/{restaurantId}/config", {
  summary: "Konfiguration eines Restaurants (Öffnungszeiten sind öffentlich)",
  request: { params: restaurantIdParamsSchema },
  responses: lookupResponses,
});

export const getConfig = route.get("/api/restaurantconfigs/{id}", {
  summary: "Konfiguration nach Konfigurations-, Restaurant- oder Benutzer-ID",
  description:
    "Ältere Adresse, an der `{id}` eine Konfigurations-, Restaurant- oder Benutzer-ID sein kann; eindeutig: `GET /api/restaurants/{restaurantId}/config`.",
  request: { params: idParamsSchema },
  responses: lookupResponses,
});

const updateConfigConfig = {
  method: "put",
  tags,
  summary: "Konfiguration speichern (Inhaber): Öffnungszeiten, Dauer, Bestätigung, E-Mails, Zeitzone",
  responses: answers(200, One.extend({ message: z.string() }), "Gespeichert", [400, 401, 403, 404, 409]),
} as const;
const versionCheck =
  "Mit `expectedUpdatedAt` (der gelesene `updatedAt`) wird nur gespeichert, wenn niemand die Konfiguration inzwischen geändert hat; sonst 409 mit der aktuellen Fassung unter `config`.";

export const updateRestaurantConfig = createRoute({
  ...updateConfigConfig,
  path: "/api/restaurants/{restaurantId}/config",
  description: versionCheck,
  request: { params: restaurantIdParamsSchema, body: jsonBody(updateRestaurantConfigRequestSchema) },
});

export const updateConfig = createRoute({
  ...updateConfigConfig,
  path: "/api/restaurantconfigs/{id}",
  description: `${versionCheck} Ältere Adresse (\`{id}\`: Konfigurations-, Restaurant- oder Benutzer-ID); eindeutig: \`PUT /api/restaurants/{restaurantId}/config\`.`,
  request: { params: idParamsSchema, body: jsonBody(updateRestaurantConfigRequestSchema) },
});
