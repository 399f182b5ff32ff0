import { z } from "zod";
import type { users } from "../db/schema/index.ts";
import type { SessionUser } from "./types.ts";

/** A user as the API answers it: never a password or its hash. */
export const UserDtoSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(["Admin", "Gastro", "customer"]),
    isSubuser: z.boolean(),
    parentUserId: z.string().nullable(),
    restaurantId: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "User" });
export type UserDto = z.infer<typeof UserDtoSchema>;

type UserLike = Pick<typeof users.$inferSelect, keyof SessionUser> | SessionUser;

export function toUserDto(user: UserLike): UserDto {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isSubuser: user.isSubuser,
    parentUserId: user.parentUserId,
    restaurantId: user.restaurantId,
    created_at: user.createdAt.toISOString(),
  };
}

/** True for PostgreSQL's unique-violation error (also when wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
