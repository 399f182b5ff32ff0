import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";
import { idSchema } from "./common.ts";
import { restaurantSchema } from "./restaurant.ts";
import { userSchema } from "./user.ts";

/**
 * The `code` of the admin's account refusals (409): `not_self` (one's own account), `last_admin` (the last
 * active administrator), `demo_caller` (demo data deleted by a demo account).
 */
export const adminAccountErrorCodes = ["not_self", "last_admin", "demo_caller"] as const;
export type AdminAccountErrorCode = (typeof adminAccountErrorCodes)[number];

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
/** Answer of `PATCH /api/admin/users/{userId}`: the account as it is now. */
export const adminUserUpdateResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: userSchema,
});
export type AdminUserUpdateResponse = z.infer<typeof adminUserUpdateResponseSchema>;

/** `PATCH /api/admin/restaurants/{restaurantId}`: show or hide the restaurant in the public partner list. */
export const adminRestaurantUpdateRequestSchema = z.strictObject({
  listed: z.boolean({ error: validationTexts.invalidInput }),
});
export type AdminRestaurantUpdateRequest = z.infer<typeof adminRestaurantUpdateRequestSchema>;
/** Answer of `PATCH /api/admin/restaurants/{restaurantId}`: the restaurant with its `listed` state. */
export const adminRestaurantUpdateResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  restaurant: restaurantSchema,
});
export type AdminRestaurantUpdateResponse = z.infer<typeof adminRestaurantUpdateResponseSchema>;

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
