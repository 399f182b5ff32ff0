import { z } from "zod";
import type { Restaurant } from "../auth/access.ts";
import { dataAnswer } from "../lib/answer-schemas.ts";
import type { TableRequestKind } from "./kind.ts";

/**
 * The restaurant as the guest's page of their request shows it. The waitlist's page also counts down an
 * offer's hold, so it gets the restaurant's time zone.
 */
const guestRestaurantSchemas = {
  enquiry: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() }),
  waitlist: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    timeZone: z.string(),
  }),
};

/** The answer to the guest's link: the request with its restaurant. */
export function guestViewSchema<S extends z.ZodObject, K extends TableRequestKind>(
  requestSchema: S,
  kind: K,
) {
  return dataAnswer(requestSchema.extend({ restaurant: guestRestaurantSchemas[kind] }));
}

/** The restaurant's part of the guest's view, as `guestViewSchema` names it. */
export function guestViewRestaurant<K extends TableRequestKind>(
  kind: K,
  restaurant: Restaurant,
): z.infer<(typeof guestRestaurantSchemas)[K]> {
  const { name, address, phone, email, timeZone } = restaurant;
  const view =
    kind === "enquiry" ? { name, address, phone, email } : { name, address, phone, email, timeZone };
  return view as z.infer<(typeof guestRestaurantSchemas)[K]>;
}
