import {
  onboardingResponseSchema,
  onboardingUpdateRequestSchema,
  restaurantIdParamsSchema,
} from "@tischservice/core";
import { answers } from "../../http/answers.ts";
import { jsonBody } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const tags = ["Onboarding"];
const route = resourceRoutes(tags);
const description =
  "Jeder Schritt hakt sich aus seinen eigenen Daten ab: `details` = Adresse und Telefon und (Beschreibung oder Banner), `hours` = Öffnungszeiten vom Inhaber mindestens einmal gespeichert, `tables` = mindestens ein Tisch, `widget` = Widget-Code oder Link zur Buchungsseite kopiert, `testBooking` = mindestens eine Reservierung. Inhaber oder Admin; Unterbenutzer und andere Inhaber 403.";

export const getOnboarding = route.get("/api/onboarding/{restaurantId}", {
  summary: "Stand der Onboarding-Checkliste",
  description,
  request: { params: restaurantIdParamsSchema },
  responses: answers(200, onboardingResponseSchema, "Stand", [400, 401, 403, 404]),
});

export const updateOnboarding = route.put("/api/onboarding/{restaurantId}", {
  summary: "Checkliste schließen (oder wieder zeigen) und das Kopieren des Widget-Snippets vermerken",
  description,
  request: { params: restaurantIdParamsSchema, body: jsonBody(onboardingUpdateRequestSchema) },
  responses: answers(200, onboardingResponseSchema, "Gespeichert", [400, 401, 403, 404]),
});
