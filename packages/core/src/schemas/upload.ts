import * as z from "zod";
import { IMAGE_UPLOAD_MAX_BYTES } from "../rules/constants.ts";
import { ALLOWED_IMAGE_MIME_TYPES } from "../rules/upload-check.ts";
import { validationTexts } from "../texts/validation.ts";
import { idSchema } from "./common.ts";

/** Image types accepted for banners and profile images (docs/requirements.md#uploads). */
export const imageUploadMimeTypes = ALLOWED_IMAGE_MIME_TYPES;

/** `POST /api/upload/{type}`: banner (file field `banner`) or profileImage. */
export const uploadParamsSchema = z.strictObject({ type: z.enum(["banner", "profileImage"]) });

/**
 * What is known about an uploaded file before it is stored: its declared type and its size (the API also
 * checks the magic bytes). Messages are the product's German texts (docs/requirements.md#uploads).
 */
export const imageUploadFileSchema = z.object({
  type: z.enum(imageUploadMimeTypes, { error: validationTexts.uploadTypeInvalid }),
  size: z.number().int().nonnegative().max(IMAGE_UPLOAD_MAX_BYTES, { error: validationTexts.uploadTooLarge }),
  name: z.string().max(255).optional(),
});
export type ImageUploadFile = z.infer<typeof imageUploadFileSchema>;

/** Answer of the upload: `{ success, bannerUrl?, message? }`. */
export const uploadResponseSchema = z.object({
  success: z.boolean(),
  bannerUrl: z.string().optional(),
  url: z.string().optional(),
  message: z.string().optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** `DELETE /api/upload/banner/{id}` (the restaurant's id). */
export const bannerDeleteParamsSchema = z.strictObject({ id: idSchema });
