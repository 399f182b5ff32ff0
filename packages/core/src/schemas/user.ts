import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";
import { entityIdSchema, renameKeys, timestampSchema } from "./common.ts";

/** User roles; `Gastro` and `Admin` are accepted in any letter case and normalised. */
export const userRoles = ["Admin", "Gastro", "customer"] as const;
export type UserRole = (typeof userRoles)[number];

function normaliseRole(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const lower = value.trim().toLowerCase();
  return userRoles.find((role) => role.toLowerCase() === lower) ?? value;
}

export const userRoleSchema = z.preprocess(
  normaliseRole,
  z.enum(userRoles, { error: validationTexts.invalidRole }),
);

/** The roles an admin may give a new user: Gastro (default) or Admin. */
export const newUserRoleSchema = z.preprocess(
  normaliseRole,
  z.enum(["Gastro", "Admin"], { error: validationTexts.invalidRole }),
);

const userShape = z.object({
  _id: entityIdSchema,
  name: z.string().default(""),
  email: z.string(),
  role: userRoleSchema.default("Gastro"),
  isSubuser: z.boolean().default(false),
  parentUserId: entityIdSchema.nullish(),
  restaurantId: entityIdSchema.nullish(),
  created_at: timestampSchema.optional(),
  /** False for a sign-up whose address is not yet confirmed. */
  emailVerified: z.boolean().optional(),
  /** When the address was confirmed (the admin's user list). */
  emailVerifiedAt: timestampSchema.nullish(),
  /** Deactivated by an admin: cannot sign in. */
  deactivated: z.boolean().optional(),
  /** Created by the demo seed. */
  isDemo: z.boolean().optional(),
});

/**
 * A user as the API answers and the browser stores it. `id` is read as `_id`; unknown keys, and so any
 * `password` or `passwordHash`, are stripped: the parsed value can never carry a password.
 */
export const userSchema = z.preprocess((raw) => renameKeys(raw, { id: "_id" }), userShape);
export type User = z.infer<typeof userSchema>;

/** The sub-user list entry (docs/requirements.md#sub-users). */
export const subUserSchema = z.preprocess(
  (raw) => renameKeys(raw, { id: "_id" }),
  z.object({
    _id: entityIdSchema,
    name: z.string().default(""),
    email: z.string().default(""),
    created_at: timestampSchema.optional(),
    parentUserId: entityIdSchema.nullish(),
  }),
);
export type SubUser = z.infer<typeof subUserSchema>;
