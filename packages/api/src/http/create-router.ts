import { OpenAPIHono } from "@hono/zod-openapi";
import { apiErrorCodeSchema, formatValidationErrors, generalErrorCodes } from "@tischservice/core";
import { z } from "zod";
import type { AppBindings } from "../app/types.ts";

/** A router whose validation failures answer 400 with `code: "validation"`, the German message and the field errors. */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json(
          { success: false, code: generalErrorCodes.validation, ...formatValidationErrors(result.error) },
          400,
        );
      }
    },
  });
}

export type AppRouter = ReturnType<typeof createRouter>;

export const ErrorSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    errorCode: z.string().optional(),
    /** Machine-readable reason (`validation`, `slot_taken`, `rate_limited`, ...): clients branch on it, not on the text. */
    code: apiErrorCodeSchema,
  })
  .meta({ id: "Error" });

export const MessageSchema = z.object({ success: z.boolean(), message: z.string() }).meta({ id: "Message" });

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** A JSON request body that must be present and must be JSON. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});

const error = (description: string) => jsonContent(ErrorSchema, description);

/** The error answers a route can give, by status code, for the OpenAPI document. */
export const errors = {
  400: error("Ungültige Eingabe"),
  401: error("Nicht angemeldet"),
  403: error("Keine Berechtigung (falsche Rolle oder anderes Restaurant)"),
  404: error("Nicht gefunden"),
  409: error("Konflikt"),
  413: error("Zu groß"),
  415: error("Falscher Dateityp"),
  429: error("Zu viele Versuche"),
} as const;

export type ErrorStatus = keyof typeof errors;

/** The error answers of the given status codes, to spread into a route's `responses`. */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]): Pick<typeof errors, S> {
  return Object.fromEntries(statuses.map((status) => [status, errors[status]])) as Pick<typeof errors, S>;
}

export const IdParam = z.object({ id: z.string().min(1).max(100) });
export const UserIdParam = z.object({ userId: z.string().min(1).max(100) });
export const RestaurantIdParam = z.object({ restaurantId: z.string().min(1).max(100) });
