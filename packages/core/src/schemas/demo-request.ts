import * as z from "zod";
import { simpleEmailPattern } from "../rules/email-pattern.ts";
import { validationTexts } from "../texts/validation.ts";
import {
  entityIdSchema,
  optionalNameSchema,
  optionalTextSchema,
  requiredNameSchema,
  requiredTextSchema,
  schemaLimits,
  timestampSchema,
} from "./common.ts";

const requiredField = (max: number) => requiredTextSchema(max, validationTexts.demoRequiredFields);
const requiredName = () => requiredNameSchema(validationTexts.demoRequiredFields);

/** `POST /api/demo-request`: firstName, lastName and email required; phone, restaurantName, message optional. */
export const demoRequestBodySchema = z.strictObject({
  firstName: requiredName(),
  lastName: requiredName(),
  email: requiredField(schemaLimits.email)
    .toLowerCase()
    .pipe(z.email({ pattern: simpleEmailPattern, error: validationTexts.invalidEmail })),
  phone: optionalTextSchema(schemaLimits.phone),
  restaurantName: optionalNameSchema(),
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
