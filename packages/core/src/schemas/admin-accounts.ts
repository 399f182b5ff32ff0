import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";
import { idSchema } from "./common.ts";

/** `{userId}` of the admin's account routes. */
export const adminUserParamsSchema = z.strictObject({ userId: idSchema });
/** `{restaurantId}` of the admin's restaurant routes. */
export const adminRestaurantParamsSchema = z.strictObject({ restaurantId: idSchema });

/**
 * `PATCH /api/admin/users/{userId}`: deactivate (`true`) or reactivate (`false`) an account. Deactivating
 * ends the user's sessions and removes their push subscriptions at once.
 */
export const adminUserUpdateRequestSchema = z.strictObject({
  deactivated: z.boolean({ error: validationTexts.invalidInput }),
});
export type AdminUserUpdateRequest = z.infer<typeof adminUserUpdateRequestSchema>;

/** `PATCH /api/admin/restaurants/{restaurantId}`: show or hide the restaurant in the public partner list. */
export const adminRestaurantUpdateRequestSchema = z.strictObject({
  listed: z.boolean({ error: validationTexts.invalidInput }),
});
export type AdminRestaurantUpdateRequest = z.infer<typeof adminRestaurantUpdateRequestSchema>;

/** Answer of `DELETE /api/admin/demo-data`: how many demo accounts and restaurants were deleted. */
export const demoDataDeletedResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  deleted: z.object({
    users: z.number().int().nonnegative(),
    restaurants: z.number().int().nonnegative(),
  }),
});
export type DemoDataDeletedResponse = z.infer<typeof demoDataDeletedResponseSchema>;
