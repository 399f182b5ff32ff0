import * as z from "zod";
import { editableRestaurantSlugSchema } from "../rules/booking-page-address.ts";
import {
  idSchema,
  optionalEmailAddressSchema,
  optionalTextSchema,
  requiredNameSchema,
  schemaLimits,
} from "./common.ts";

// Apart from the restaurant's read schema: every dashboard page reads a restaurant, only the API checks an
// update, and a module's schemas are built when it loads, so the slug's rules and their German messages
// would otherwise come with the dashboard's first visit.

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
