import {
  guestSignupRequestSchema,
  resendVerificationRequestSchema,
  restaurantSignupRequestSchema,
  verifyEmailRequestSchema,
} from "@tischservice/core";
import { z } from "zod";
import { UserDtoSchema } from "../../auth/user-dto.ts";
import { answers } from "../../http/answers.ts";
import {
  ErrorSchema,
  errorResponses,
  jsonBody,
  jsonContent,
  MessageSchema,
} from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const tags = ["Registrierung"];
const route = resourceRoutes(tags);
const sameAnswer =
  "Antwortet immer gleich (201 mit der Bitte, die E-Mail zu prüfen): bei einer schon verwendeten Adresse ändert sich nichts und deren Inhaber bekommt einen Hinweis; bei einer noch unbestätigten Registrierung einen neuen Link; mit ausgefülltem Honeypot-Feld `website` wird nichts gespeichert oder gesendet. Begrenzt je Adresse und Client (429).";
const sameAnswerResponses = answers(201, MessageSchema, "Angenommen", [400, 403, 429]);

export const signupRestaurant = route.post("/api/signup/restaurant", {
  summary: "Restaurant registrieren: unbestätigter Inhaber mit Restaurant, Bestätigungslink per E-Mail",
  description: sameAnswer,
  request: { body: jsonBody(restaurantSignupRequestSchema) },
  responses: sameAnswerResponses,
});

export const signupGuest = route.post("/api/signup/guest", {
  summary: "Gastkonto anlegen: unbestätigter Kunde, Bestätigungslink per E-Mail",
  description: sameAnswer,
  request: { body: jsonBody(guestSignupRequestSchema) },
  responses: sameAnswerResponses,
});

const VerifiedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  /** False when the browser kept the session of another account (then `user` is null). */
  signedIn: z.boolean(),
  user: UserDtoSchema.nullable(),
});

export const verifyEmail = route.post("/api/signup/verify", {
  summary: "E-Mail-Adresse bestätigen und anmelden (Sitzungscookie bis zum Schließen des Browsers)",
  description:
    "Das Konto erhält das Passwort (und Namen und Art) der Registrierung, mit der der Link gesendet wurde; ein erneut angeforderter Link trägt kein Passwort, dann ist `password` nötig (sonst 400 `verify_password_required`, der Link bleibt unbenutzt). Ist der Browser mit einem anderen Konto angemeldet, bleibt diese Sitzung: `signedIn: false`, `user: null`. Fehler tragen einen `code`: `verify_invalid` (unbekannt oder durch einen neueren Link ersetzt), `verify_expired` (älter als 24 Stunden), `verify_used` (schon verwendet), `account_deactivated`, `verify_password_required`, `validation`.",
  request: { body: jsonBody(verifyEmailRequestSchema) },
  responses: {
    200: jsonContent(VerifiedAnswer, "Bestätigt (angemeldet, außer bei einer Sitzung eines anderen Kontos)"),
    ...errorResponses(400, 403),
    409: jsonContent(ErrorSchema, "Link schon verwendet oder ersetzt"),
    410: jsonContent(ErrorSchema, "Link abgelaufen"),
  },
});

export const resendVerification = route.post("/api/signup/resend", {
  summary: "Bestätigungslink erneut senden",
  description:
    "Sendet einen neuen Link, wenn es ein unbestätigtes Konto mit der Adresse gibt (ältere Links werden ungültig); antwortet immer gleich. Begrenzt je Adresse und Client (429).",
  request: { body: jsonBody(resendVerificationRequestSchema) },
  responses: answers(200, MessageSchema, "Angenommen", [400, 403, 429]),
});
