import { createRoute } from "@hono/zod-openapi";
import {
  createSubUserRequestSchema,
  registerUserRequestSchema,
  subUserParamsSchema,
  subUserPasswordResetRequestSchema,
  userIdParamsSchema,
} from "@tischservice/core";
import { z } from "zod";
import { dataAnswer } from "../../lib/answer-schemas.ts";
import { errorResponses, jsonBody, jsonContent, MessageSchema } from "../../lib/create-router.ts";
import { UserDtoSchema } from "../../lib/dto.ts";

const tags = ["Benutzer"];

export const listUsers = createRoute({
  method: "get",
  path: "/api/users",
  tags,
  summary: "Alle Benutzer (nur Administratoren)",
  responses: {
    200: jsonContent(dataAnswer(z.array(UserDtoSchema)), "Benutzerliste"),
    ...errorResponses(401, 403),
  },
});

export const registerUser = createRoute({
  method: "post",
  path: "/api/users/register",
  tags,
  summary: "Benutzer anlegen (nur Administratoren; Rolle Gastro oder Admin)",
  request: { body: jsonBody(registerUserRequestSchema) },
  responses: {
    201: jsonContent(
      z.object({ success: z.literal(true), message: z.string(), user: UserDtoSchema }),
      "Benutzer angelegt",
    ),
    ...errorResponses(400, 401, 403, 409),
  },
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

export const listSubusers = createRoute({
  method: "get",
  path: "/api/users/subusers/{userId}",
  tags,
  summary: "Unterbenutzer eines Inhabers",
  request: { params: userIdParamsSchema },
  responses: {
    200: jsonContent(dataAnswer(z.array(SubUserDto)), "Unterbenutzer"),
    ...errorResponses(401, 403, 404),
  },
});

export const createSubuser = createRoute({
  method: "post",
  path: "/api/users/subuser",
  tags,
  summary: "Unterbenutzer anlegen (Inhaber); Anmeldename benutzername@restaurant",
  request: { body: jsonBody(createSubUserRequestSchema) },
  responses: {
    201: jsonContent(
      z.object({
        success: z.literal(true),
        message: z.string(),
        loginUsername: z.string(),
        data: SubUserDto,
      }),
      "Angelegt",
    ),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const deleteSubuser = createRoute({
  method: "delete",
  path: "/api/users/subuser/{subuserId}",
  tags,
  summary: "Unterbenutzer löschen (beendet seine Sitzungen)",
  request: { params: subUserParamsSchema },
  responses: {
    200: jsonContent(MessageSchema, "Gelöscht"),
    ...errorResponses(401, 403, 404),
  },
});

export const resetSubuserPassword = createRoute({
  method: "put",
  path: "/api/users/subuser/{subuserId}/password",
  tags,
  summary: "Passwort eines Unterbenutzers zurücksetzen (Inhaber; beendet seine Sitzungen)",
  request: { params: subUserParamsSchema, body: jsonBody(subUserPasswordResetRequestSchema) },
  responses: {
    200: jsonContent(MessageSchema, "Zurückgesetzt"),
    ...errorResponses(400, 401, 403, 404),
  },
});
