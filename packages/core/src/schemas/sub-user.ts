import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";
import { idSchema, passwordSchema, schemaLimits, singleLineName } from "./common.ts";
import { envelopeSchema } from "./envelope.ts";
import { subUserSchema } from "./user.ts";

/** A sub-user's user name: on one line, letters, digits and underscores (docs/requirements.md#sub-users). */
export const subUserUsernameSchema = singleLineName(
  z
    .string({ error: validationTexts.subUserRequiredFields })
    .trim()
    .min(1, { error: validationTexts.subUserRequiredFields })
    .max(50, { error: validationTexts.subUserUsernameInvalid }),
).regex(/^[A-Za-z0-9_]+$/, { error: validationTexts.subUserUsernameInvalid });

/** `POST /api/users/subuser`: username, password (≥ 6), its confirmation from the form, parent and restaurant. */
export const createSubUserRequestSchema = z
  .strictObject({
    username: subUserUsernameSchema,
    password: passwordSchema(validationTexts.subUserPasswordTooShort, validationTexts.subUserRequiredFields),
    confirmPassword: z.string().max(schemaLimits.passwordMax).optional(),
    parentUserId: idSchema.optional(),
    restaurantId: idSchema.optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    error: validationTexts.subUserPasswordsMismatch,
    path: ["confirmPassword"],
  });
export type CreateSubUserRequest = z.infer<typeof createSubUserRequestSchema>;

/** Answer of sub-user creation: `{ success, message?, loginUsername? }` (`username@restaurantname`). */
export const createSubUserResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  loginUsername: z.string().optional(),
});
export type CreateSubUserResponse = z.infer<typeof createSubUserResponseSchema>;

/** `GET /api/users/subusers/{userId}`: `{ success, data }`. */
export const subUserListResponseSchema = envelopeSchema(z.array(subUserSchema));

/** `DELETE /api/users/subuser/{subuserId}`. */
export const subUserParamsSchema = z.strictObject({ subuserId: idSchema });

/**
 * `PUT /api/users/subuser/{subuserId}/password`: the owner sets a sub-user's new password (core's password
 * rules, the confirmation from the form when sent).
 */
export const subUserPasswordResetRequestSchema = z
  .strictObject({
    password: passwordSchema(validationTexts.subUserPasswordTooShort, validationTexts.subUserRequiredFields),
    confirmPassword: z.string().max(schemaLimits.passwordMax).optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    error: validationTexts.subUserPasswordsMismatch,
    path: ["confirmPassword"],
  });
export type SubUserPasswordResetRequest = z.infer<typeof subUserPasswordResetRequestSchema>;
