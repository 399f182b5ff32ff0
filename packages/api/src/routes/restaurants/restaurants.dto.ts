import { z } from "zod";
import type { restaurants } from "../../db/schema/index.ts";

export const RestaurantDtoSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    /** Given once at creation, kept on rename: the part after `@` of its sub-users' logins. */
    slug: z.string(),
    address: z.string(),
    cuisine: z.string(),
    description: z.string(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    bannerUrl: z.string().nullable(),
    ownerId: z.string(),
    user_id: z.string(),
    timeZone: z.string(),
    /** Created by the demo seed. */
    isDemo: z.boolean(),
    /** Shown in the public partner list; only in answers to admins. */
    listed: z.boolean().optional(),
    /** The owner's name and login address; only in answers to admins (their restaurant list names them). */
    ownerName: z.string().optional(),
    ownerEmail: z.string().optional(),
  })
  .meta({ id: "Restaurant" });
export type RestaurantDto = z.infer<typeof RestaurantDtoSchema>;

export const bannerUrlOf = (uploadId: string | null) => (uploadId ? `/api/uploads/${uploadId}` : null);

/**
 * A restaurant's public fields (what the partner list and the detail modal show); for an admin also
 * whether it is listed.
 */
export function toRestaurantDto(
  row: typeof restaurants.$inferSelect,
  options: { forAdmin?: boolean; owner?: { name: string; email: string } | null } = {},
): RestaurantDto {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    address: row.address,
    cuisine: row.cuisine,
    description: row.description,
    phone: row.phone,
    email: row.email,
    website: row.website,
    bannerUrl: bannerUrlOf(row.bannerUploadId),
    ownerId: row.ownerId,
    user_id: row.ownerId,
    timeZone: row.timeZone,
    isDemo: row.isDemo,
    ...(options.forAdmin ? { listed: row.listed } : {}),
    ...(options.forAdmin && options.owner
      ? { ownerName: options.owner.name, ownerEmail: options.owner.email }
      : {}),
  };
}
