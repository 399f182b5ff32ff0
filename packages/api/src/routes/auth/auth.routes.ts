import {
  apiErrorCodeSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  validateResetTokenParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { UserDtoSchema } from "../../auth/user-dto.ts";
import { answers } from "../../http/answers.ts";
import { jsonBody, jsonContent, MessageSchema } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";

const tags = ["Konto"];
const route = resourceRoutes(tags);
const UserAnswer = z.object({
  success: z.literal(true),
  user: UserDtoSchema,
  message: z.string().optional(),
});

export const login = route.post("/api/users/login", {
  summary: "Anmelden mit E-Mail oder Benutzername",
  description:
    "Setzt ein httpOnly-Sitzungscookie (`__Host-ts_session` unter https, sonst `ts_session`): 30 Tage mit `rememberMe`, sonst bis zum Schließen des Browsers (serverseitig endet sie nach 24 h ohne Anfrage). Beendet die vorige Sitzung dieses Browsers und setzt ein Gerätecookie (1 Jahr), mit dem das Kontolimit diesen Browser nicht mehr sperrt. Mit richtigem Passwort, aber unbestätigter Adresse 403 mit `code: email_not_verified`; ein deaktiviertes Konto 403 mit `code: account_deactivated`. Zu viele Versuche: 429 mit `code: rate_limited` und `Retry-After`.",
  request: { body: jsonBody(loginRequestSchema) },
  responses: answers(200, UserAnswer, "Angemeldet", [400, 401, 403, 429]),
});

export const logout = route.post("/api/users/logout", {
  summary: "Abmelden (beendet die Sitzung)",
  responses: answers(200, MessageSchema, "Abgemeldet", [403]),
});

export const logoutAll = route.post("/api/users/logout-all", {
  summary: "Überall abmelden (beendet alle Sitzungen, auch diese)",
  description:
    "Beendet jede Sitzung des Kontos auf jedem Serverprozess: offene Live-Verbindungen schließen sich, weitere Anfragen mit den alten Cookies antworten 401. Entfernt die Push-Abonnements des Kontos und löscht das Cookie.",
  responses: answers(200, MessageSchema, "Überall abgemeldet", [401, 403]),
});

export const me = route.get("/api/users/me", {
  summary: "Der angemeldete Benutzer",
  responses: answers(200, UserAnswer, "Angemeldet", [401]),
});

export const forgotPassword = route.post("/api/users/forgot-password", {
  summary: "Link zum Zurücksetzen anfordern",
  description: "Antwortet immer gleich, ob es das Konto gibt oder nicht.",
  request: { body: jsonBody(forgotPasswordRequestSchema) },
  responses: answers(200, MessageSchema, "Angenommen", [400, 429]),
});

const TokenAnswer = z.object({
  success: z.boolean(),
  valid: z.boolean(),
  message: z.string(),
  reason: z.string().optional(),
  code: apiErrorCodeSchema.optional(),
});

export const validateResetToken = route.get("/api/users/validate-reset-token/{token}", {
  summary: "Reset-Link prüfen",
  request: { params: validateResetTokenParamsSchema },
  responses: {
    200: jsonContent(TokenAnswer, "Gültig"),
    400: jsonContent(TokenAnswer, "Ungültig, abgelaufen, verwendet oder ersetzt"),
  },
});

export const resetPassword = route.post("/api/users/reset-password", {
  summary: "Neues Passwort mit dem Reset-Link setzen",
  request: { body: jsonBody(resetPasswordRequestSchema) },
  responses: answers(200, MessageSchema, "Passwort geändert", [400, 429]),
});

export const changePassword = route.post("/api/users/change-password", {
  summary: "Passwort ändern (beendet die anderen Sitzungen)",
  request: { body: jsonBody(changePasswordRequestSchema) },
  responses: answers(200, MessageSchema, "Passwort geändert", [400, 401, 403, 404]),
});
