import * as z from "zod";
import { cuisineSelectOptions } from "../texts/settings.ts";
import { emailAddressSchema, entityIdSchema, idSchema, renameKeys, requiredNameSchema } from "./common.ts";
import { itemResponseSchema, listResponseSchema } from "./envelope.ts";

/**
 * The cuisine options of the settings page, the text catalogue's list; other values are
 * kept as text.
 */
export const cuisineOptions = cuisineSelectOptions;

const optionalString = z.string().nullish();

/**
 * A restaurant as the API answers it. `id` is read as `_id`, `user_id` as `ownerId`; empty optional
 * fields may be absent or null.
 */
export const restaurantSchema = z.preprocess(
  (raw) => renameKeys(raw, { id: "_id", user_id: "ownerId" }),
  z.object({
    _id: entityIdSchema,
    name: z.string(),
    /**
     * Given at creation, kept on rename, changeable by the owner: the booking page `/r/{slug}` and the part
     * after `@` of its sub-users' logins.
     */
    slug: z.string().optional(),
    address: optionalString,
    cuisine: optionalString,
    description: optionalString,
    phone: optionalString,
    email: optionalString,
    website: optionalString,
    bannerUrl: optionalString,
    /** Legacy: a base64 jpeg instead of `bannerUrl`. */
    bannerImage: optionalString,
    ownerId: entityIdSchema.nullish(),
    tables: z.array(z.unknown()).optional(),
    /** Created by the demo seed (the dashboard shows a "Demo-Daten" badge). */
    isDemo: z.boolean().optional(),
    /** Shown in the public partner list (an admin can hide it). */
    listed: z.boolean().optional(),
    /** The owner's name and login address: only in answers to admins (their restaurant list names them). */
    ownerName: optionalString,
    ownerEmail: optionalString,
  }),
);
export type Restaurant = z.infer<typeof restaurantSchema>;

/** `POST /api/debug/create-restaurant`: the owner's "create my restaurant" action. */
export const createRestaurantRequestSchema = z.strictObject({
  userId: idSchema,
  name: requiredNameSchema(),
  email: emailAddressSchema(),
});
export type CreateRestaurantRequest = z.infer<typeof createRestaurantRequestSchema>;
export const createRestaurantResponseSchema = itemResponseSchema(restaurantSchema, ["restaurant"]);

/** `GET /api/restaurants`: `data` or `restaurants`. */
export const restaurantListResponseSchema = listResponseSchema(restaurantSchema, ["restaurants"]);
/** `GET /api/restaurants/{id}` and `/owner/{userId}`: `restaurant` or `data`. */
export const restaurantResponseSchema = itemResponseSchema(restaurantSchema, ["restaurant"]);
