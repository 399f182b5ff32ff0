import { z } from "zod";
import type { users } from "../db/schema/index.ts";
import type { SessionUser } from "./session-user.ts";

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
    /** False for a sign-up whose address is not yet confirmed (the admin's user list). */
    emailVerified: z.boolean().optional(),
    emailVerifiedAt: z.string().nullable().optional(),
    /** Deactivated by an admin: cannot sign in. */
    deactivated: z.boolean().optional(),
    /** Created by the demo seed (the dashboard's "Demo-Daten" badge). */
    isDemo: z.boolean().optional(),
  })
  .meta({ id: "User" });
export type UserDto = z.infer<typeof UserDtoSchema>;

type UserRow = typeof users.$inferSelect;
/**
 * A user as read: at least the session's columns; the account state (verification, deactivation, demo)
 * appears in the answer when it was read too (the full row of the admin's list, a session that selects it).
 */
type UserLike = Pick<UserRow, keyof SessionUser> &
  Partial<Pick<UserRow, "emailVerifiedAt" | "deactivatedAt" | "isDemo">>;

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
    ...(user.emailVerifiedAt !== undefined
      ? {
          emailVerified: user.emailVerifiedAt !== null,
          emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
        }
      : {}),
    ...(user.deactivatedAt !== undefined ? { deactivated: user.deactivatedAt !== null } : {}),
    ...(user.isDemo !== undefined ? { isDemo: user.isDemo } : {}),
  };
}
