import {
  createRestaurantRequestSchema,
  restaurantIdParamsSchema,
  restaurantListQuerySchema,
  updateRestaurantRequestSchema,
  userIdParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { answers } from "../../http/answers.ts";
import { jsonBody } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { alternateDataAnswer } from "../../lib/answer-schemas.ts";
import { RestaurantDtoSchema } from "./restaurants.dto.ts";

const tags = ["Restaurants"];
const route = resourceRoutes(tags);
const One = alternateDataAnswer("restaurant", RestaurantDtoSchema);
/** Both lookups answer alike: the restaurant, or 404. */
const lookupResponses = answers(200, One, "Restaurant", [400, 404]);
/** Changing and creating answer the restaurant with a message. */
const Saved = One.extend({ message: z.string() });

/** The whole list (no parameters), or one page with where the next starts and, first, how many match. */
const List = alternateDataAnswer("restaurants", z.array(RestaurantDtoSchema)).extend({
  /** Only on a page: pass it as `cursor` with the same `q` for the next page; null: this was the last. */
  nextCursor: z.string().nullable().optional(),
  /**
   * Only on a page: how many restaurants match in all, on the first page when it holds them all, and for
   * admins; otherwise null.
   */
  total: z.number().int().nullable().optional(),
});

export const listRestaurants = route.get("/api/restaurants", {
  summary:
    "Partner-Restaurants (öffentliche Felder): nur die gelisteten; Administratoren sehen alle, mit `listed` und dem Inhaber",
  description:
    "Ohne Parameter die ganze Liste (für Integrationen). Mit `limit` (1–50, sonst 20), `q` (Suche in Name, Adresse/Ort und Küche) oder `cursor` (`nextCursor` der vorigen Seite, stabil, auch wenn inzwischen Restaurants hinzukommen) eine Seite mit `nextCursor`; `total` (Anzahl der Treffer) auf der ersten Seite, wenn sie alle Treffer enthält, und für Administratoren, sonst null.",
  request: { query: restaurantListQuerySchema },
  responses: answers(200, List, "Liste oder Seite", [400]),
});

export const getRestaurant = route.get("/api/restaurants/{restaurantId}", {
  summary: "Ein Restaurant (auch ein nicht gelistetes: sein Widget bucht weiter)",
  request: { params: restaurantIdParamsSchema },
  responses: lookupResponses,
});

export const getRestaurantByOwner = route.get("/api/restaurants/owner/{userId}", {
  summary: "Das Restaurant eines Inhabers (oder des Inhabers eines Unterbenutzers)",
  request: { params: userIdParamsSchema },
  responses: lookupResponses,
});

export const updateRestaurant = route.put("/api/restaurants/{restaurantId}", {
  summary: "Restaurant-Informationen ändern (Inhaber)",
  description:
    'Mit `expected` (die gelesenen Werte der geänderten Felder) wird nur gespeichert, wenn niemand diese Felder inzwischen geändert hat; sonst 409 mit dem aktuellen Restaurant unter `restaurant` und den betroffenen Feldern unter `fields`. `slug` ändert die Adresse der Buchungsseite `/r/{slug}` und die Anmeldenamen der Unterbenutzer (`name@slug`); der bisherige Slug leitet weiter und bleibt für die Anmeldung gültig. 409 mit `code: "slug_taken"`, wenn ein anderes Restaurant den Slug hat oder früher hatte.',
  request: { params: restaurantIdParamsSchema, body: jsonBody(updateRestaurantRequestSchema) },
  responses: answers(200, Saved, "Gespeichert", [400, 401, 403, 404, 409]),
});

export const createRestaurant = route.post("/api/debug/create-restaurant", {
  summary:
    "„Restaurant jetzt erstellen“: legt das Restaurant eines Inhabers an (der Inhaber selbst oder ein Admin)",
  request: { body: jsonBody(createRestaurantRequestSchema) },
  responses: answers(201, Saved, "Angelegt", [400, 401, 403, 404, 409]),
});
