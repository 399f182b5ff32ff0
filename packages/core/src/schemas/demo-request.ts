import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";
import {
  entityIdSchema,
  optionalTextSchema,
  requiredTextSchema,
  schemaLimits,
  timestampSchema,
} from "./common.ts";
import { messageResponseSchema } from "./envelope.ts";

/** The demo form's simple e-mail pattern: no spaces, an @, no spaces, a dot, no spaces (platform 5). */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredField = (max: number) => requiredTextSchema(max, validationTexts.demoRequiredFields);

/** `POST /api/demo-request`: firstName, lastName and email required; phone, restaurantName, message optional. */
export const demoRequestBodySchema = z.strictObject({
  firstName: requiredField(schemaLimits.name),
  lastName: requiredField(schemaLimits.name),
  email: requiredField(schemaLimits.email)
    .toLowerCase()
    .pipe(z.email({ pattern: simpleEmailPattern, error: validationTexts.invalidEmail })),
  phone: optionalTextSchema(schemaLimits.phone),
  restaurantName: optionalTextSchema(schemaLimits.name),
  message: optionalTextSchema(schemaLimits.text),
});
export type DemoRequestBody = z.infer<typeof demoRequestBodySchema>;

/** A stored demo request. */
export const demoRequestSchema = z.object({
  _id: entityIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
  restaurantName: z.string().nullish(),
  message: z.string().nullish(),
  created_at: timestampSchema.optional(),
});
export type DemoRequest = z.infer<typeof demoRequestSchema>;

export const demoRequestResponseSchema = messageResponseSchema;
