import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";
import { emailAddressSchema, requiredNameSchema } from "./common.ts";
import { strongPasswordSchema } from "./strong-password.ts";
import { newUserRoleSchema } from "./user.ts";

/**
 * `POST /api/users/register` (admins only): name, e-mail, role Gastro (default) or Admin, and a password
 * by the strong rule (both roles are administrators' or owners').
 */
export const registerUserRequestSchema = z.strictObject({
  name: requiredNameSchema(validationTexts.newUserRequiredFields),
  email: emailAddressSchema(validationTexts.newUserRequiredFields),
  password: strongPasswordSchema(validationTexts.newUserRequiredFields),
  role: newUserRoleSchema.default("Gastro"),
});
export type RegisterUserRequest = z.infer<typeof registerUserRequestSchema>;
