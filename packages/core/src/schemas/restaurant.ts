import * as z from "zod";
import { editableRestaurantSlugSchema } from "../rules/booking-page-address.ts";
import { cuisineSelectOptions } from "../texts/settings.ts";
import {
  emailAddressSchema,
  entityIdSchema,
  idSchema,
  optionalEmailAddressSchema,
  optionalTextSchema,
  renameKeys,
  requiredNameSchema,
  schemaLimits,
} from "./common.ts";
import { itemResponseSchema, listResponseSchema } from "./envelope.ts";

/**
 * The cuisine options of the settings page (dashboard 2.8), the text catalogue's list; other values are
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

/** The restaurant's editable fields (settings page), each trimmed and capped. */
const restaurantFields = {
  name: requiredNameSchema(),
  address: optionalTextSchema(200),
  phone: optionalTextSchema(schemaLimits.phone),
  email: optionalEmailAddressSchema,
  website: optionalTextSchema(schemaLimits.url),
  cuisine: optionalTextSchema(schemaLimits.name),
  description: optionalTextSchema(schemaLimits.text),
};

/** A field's value as read before editing (unchecked: it is compared, not stored). */
const readValue = z.string().nullable().optional();
const restaurantFieldValues = {
  name: readValue,
  address: readValue,
  phone: readValue,
  email: readValue,
  website: readValue,
  cuisine: readValue,
  description: readValue,
  slug: readValue,
} satisfies Record<keyof typeof restaurantFields | "slug", typeof readValue>;

/**
 * `PUT /api/restaurants/{restaurantId}`: any of the editable fields (the settings page saves one field on
 * blur); `_id` may be sent back and is ignored. Owner and banner are changed by their own calls.
 */
export const updateRestaurantRequestSchema = z.strictObject({
  _id: idSchema.optional(),
  ...restaurantFields,
  name: restaurantFields.name.optional(),
  /**
   * The booking page's address `/r/{slug}` and the part after `@` of the sub-users' logins: another
   * restaurant's current or former slug is refused (409); the old one keeps redirecting.
   */
  slug: editableRestaurantSlugSchema.optional(),
  /**
   * The values the client last read for the fields it changes (empty and null alike): when one of them
   * was changed elsewhere meanwhile, the server saves nothing and answers 409 with the current restaurant.
   */
  expected: z.strictObject(restaurantFieldValues).optional(),
});
export type UpdateRestaurantRequest = z.infer<typeof updateRestaurantRequestSchema>;

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
