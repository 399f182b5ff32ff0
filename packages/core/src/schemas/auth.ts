import * as z from "zod";
import { looksLikeSubUserLogin } from "../rules/login-identifier.ts";
import { subUserPasswordResetTexts } from "../texts/sub-user-password-reset.ts";
import { validationTexts } from "../texts/validation.ts";
import { emailAddressSchema, idSchema, passwordSchema, requiredTextSchema, schemaLimits } from "./common.ts";
import { envelopeSchema } from "./envelope.ts";
import { checkNewPassword, passwordChangeErrorCodes } from "./password.ts";
import { userSchema } from "./user.ts";

/** `POST /api/users/login`: e-mail or sub-user login name (lowercased) and password; `rememberMe` = 30 days. */
export const loginRequestSchema = z.strictObject({
  email: requiredTextSchema(schemaLimits.email, validationTexts.loginRequired).toLowerCase(),
  password: z
    .string({ error: validationTexts.loginRequired })
    .min(1, { error: validationTexts.loginRequired })
    .max(schemaLimits.passwordMax, { error: validationTexts.passwordTooLong }),
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Answer of login and of `GET /api/users/me`: `{ success, user?, message? }`, the user without password. */
export const loginResponseSchema = z.object({
  success: z.boolean(),
  user: userSchema.optional(),
  message: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const meResponseSchema = loginResponseSchema;

/** `GET /api/users`: `{ success, data: users }`. */
export const userListResponseSchema = envelopeSchema(z.array(userSchema));

/**
 * `POST /api/users/forgot-password`. A sub-user's login (`name@restaurant`) is told the truth: no link can
 * reach it, the owner resets the password in Unterbenutzer.
 */
export const forgotPasswordRequestSchema = z.strictObject({
  email: z
    .string({ error: validationTexts.forgotPasswordEmailRequired })
    .refine((value) => !looksLikeSubUserLogin(value), {
      error: subUserPasswordResetTexts.forgotNotice,
      abort: true,
    })
    .pipe(emailAddressSchema(validationTexts.forgotPasswordEmailRequired)),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** A reset token as it travels in the link: URL-safe characters only. */
export const resetTokenSchema = z
  .string({ error: validationTexts.resetTokenMissing })
  .trim()
  .min(1, { error: validationTexts.resetTokenMissing })
  .max(schemaLimits.token, { error: validationTexts.resetTokenMissing })
  .regex(/^[A-Za-z0-9_-]+$/, { error: validationTexts.resetTokenMissing });

/** `GET /api/users/validate-reset-token/{token}`. */
export const validateResetTokenParamsSchema = z.strictObject({ token: resetTokenSchema });

/** `POST /api/users/reset-password`: token, new password ≥ 6, and (from the form) its confirmation. */
export const resetPasswordRequestSchema = z
  .strictObject({
    token: resetTokenSchema,
    newPassword: passwordSchema(validationTexts.passwordTooShort),
    confirmPassword: z.string().max(schemaLimits.passwordMax).optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.newPassword, {
    error: validationTexts.resetPasswordsMismatch,
    path: ["confirmPassword"],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** `POST /api/users/change-password`: the rules of `checkNewPassword`; `userId` is optional (the session decides). */
export const changePasswordRequestSchema = z
  .strictObject({
    userId: idSchema.optional(),
    currentPassword: z.string({ error: validationTexts.passwordChangeAllFieldsRequired }),
    newPassword: z.string({ error: validationTexts.passwordChangeAllFieldsRequired }),
    confirmPassword: z.string().optional(),
  })
  .superRefine((body, ctx) => {
    const check = checkNewPassword(body);
    if (!check.ok)
      ctx.addIssue({
        code: "custom",
        message: check.message,
        path: [check.field],
        params: { errorCode: check.errorCode },
      });
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Answer of change-password: `{ success, message?, errorCode? }`. */
export const changePasswordResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  errorCode: z.enum(Object.values(passwordChangeErrorCodes)).optional(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** Answer of validate-reset-token: `{ success, valid?, message? }`. */
export const validateResetTokenResponseSchema = z.object({
  success: z.boolean(),
  valid: z.boolean().optional(),
  message: z.string().optional(),
});
