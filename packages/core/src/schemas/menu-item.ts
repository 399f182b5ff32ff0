import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";
import { entityIdSchema, idSchema, renameKeys, schemaLimits } from "./common.ts";
import { envelopeSchema, listResponseSchema } from "./envelope.ts";

/** Menu categories in their display order; default main. */
export const menuItemTypes = ["drink", "appetizer", "main", "dessert"] as const;
export type MenuItemType = (typeof menuItemTypes)[number];
export const menuItemTypeSchema = z.enum(menuItemTypes);

/** True when the amount has at most two decimals (cents). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** A menu item as answered. */
export const menuItemSchema = z.preprocess(
  (raw) => renameKeys(raw, { id: "_id" }),
  z.object({
    _id: entityIdSchema,
    name: z.string(),
    price: z.coerce.number<unknown>(),
    type: menuItemTypeSchema.catch("main"),
    userId: entityIdSchema.nullish(),
    restaurantId: entityIdSchema.nullish(),
  }),
);
export type MenuItem = z.infer<typeof menuItemSchema>;

const menuMessage = { error: validationTexts.menuItemInvalid };

/** A price: greater than 0, at most two decimals, below 100 000. */
export const priceSchema = z
  .number(menuMessage)
  .finite(menuMessage)
  .gt(0, menuMessage)
  .lt(100_000, menuMessage)
  .refine(hasAtMostTwoDecimals, menuMessage);

/** `POST /api/menu` and `PUT /api/menu/{id}`: name, price, type (default main), userId. */
export const menuItemBodySchema = z.strictObject({
  _id: idSchema.optional(),
  name: z.string(menuMessage).trim().min(1, menuMessage).max(schemaLimits.name, menuMessage),
  price: priceSchema,
  type: z.enum(menuItemTypes, menuMessage).default("main"),
  userId: idSchema.optional(),
});
export type MenuItemBody = z.infer<typeof menuItemBodySchema>;

/** `GET /api/menu/user/{userId}` and `/restaurant/{restaurantId}`: a bare array, or `{ success, data }`. */
export const menuItemListResponseSchema = listResponseSchema(menuItemSchema);
export const menuItemResponseSchema = envelopeSchema(menuItemSchema);
