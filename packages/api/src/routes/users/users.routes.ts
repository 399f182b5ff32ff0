import {
  createSubUserRequestSchema,
  registerUserRequestSchema,
  subUserParamsSchema,
  subUserPasswordResetRequestSchema,
  userIdParamsSchema,
  userListQuerySchema,
} from "@tischservice/core";
import { z } from "zod";
import { UserDtoSchema } from "../../auth/user-dto.ts";
import { answers } from "../../http/answers.ts";
import { jsonBody, MessageSchema } from "../../http/create-router.ts";
import { resourceRoutes } from "../../http/resource-routes.ts";
import { dataAnswer } from "../../lib/answer-schemas.ts";

const tags = ["Benutzer"];
const route = resourceRoutes(tags);

/** The whole list (no parameters), or one page with where the next starts and, first, how many match. */
const List = dataAnswer(z.array(UserDtoSchema)).extend({
  /** Only on a page: pass it as `cursor` with the same `q` for the next page; null: this was the last. */
  nextCursor: z.string().nullable().optional(),
  /** Only on a page: how many accounts match in all (on the first page; null with a cursor). */
  total: z.number().int().nullable().optional(),
});

export const listUsers = route.get("/api/users", {
  summary: "Alle Benutzer (nur Administratoren)",
  description:
    "Ohne Parameter alle Benutzer (für Integrationen). Mit `limit` (1–50, sonst 20), `q` (Suche in Name und E-Mail) oder `cursor` (`nextCursor` der vorigen Seite, stabil, auch wenn inzwischen Benutzer hinzukommen) eine Seite mit `nextCursor` und, auf der ersten Seite, `total`.",
  request: { query: userListQuerySchema },
  responses: answers(200, List, "Benutzerliste oder eine Seite", [400, 401, 403]),
});

export const registerUser = route.post("/api/users/register", {
  summary: "Benutzer anlegen (nur Administratoren; Rolle Gastro oder Admin)",
  request: { body: jsonBody(registerUserRequestSchema) },
  responses: answers(
    201,
    z.object({ success: z.literal(true), message: z.string(), user: UserDtoSchema }),
    "Benutzer angelegt",
    [400, 401, 403, 409],
  ),
});

const SubUserDto = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  isSubuser: z.literal(true),
  parentUserId: z.string().nullable(),
  restaurantId: z.string().nullable(),
  created_at: z.string(),
});

export const listSubusers = route.get("/api/users/subusers/{userId}", {
  summary: "Unterbenutzer eines Inhabers",
  request: { params: userIdParamsSchema },
  responses: answers(200, dataAnswer(z.array(SubUserDto)), "Unterbenutzer", [401, 403, 404]),
});

export const createSubuser = route.post("/api/users/subuser", {
  summary: "Unterbenutzer anlegen (Inhaber); Anmeldename benutzername@restaurant",
  request: { body: jsonBody(createSubUserRequestSchema) },
  responses: answers(
    201,
    z.object({
      success: z.literal(true),
      message: z.string(),
      loginUsername: z.string(),
      data: SubUserDto,
    }),
    "Angelegt",
    [400, 401, 403, 404, 409],
  ),
});

export const deleteSubuser = route.delete("/api/users/subuser/{subuserId}", {
  summary: "Unterbenutzer löschen (beendet seine Sitzungen)",
  request: { params: subUserParamsSchema },
  responses: answers(200, MessageSchema, "Gelöscht", [401, 403, 404]),
});

export const resetSubuserPassword = route.put("/api/users/subuser/{subuserId}/password", {
  summary: "Passwort eines Unterbenutzers zurücksetzen (Inhaber; beendet seine Sitzungen)",
  request: { params: subUserParamsSchema, body: jsonBody(subUserPasswordResetRequestSchema) },
  responses: answers(200, MessageSchema, "Zurückgesetzt", [400, 401, 403, 404]),
});
