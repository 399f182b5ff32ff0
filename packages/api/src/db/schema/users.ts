import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, instant, updatedAt } from "./columns.ts";

export const userRoles = ["Admin", "Gastro", "customer"] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * Every account: admins, restaurant owners (Gastro), their sub-users (Gastro + isSubuser) and customers.
 * `email` holds the lowercased e-mail address, or a sub-user's login name (`name@restaurant`).
 */
export const users = pgTable(
  "users",
  {
    id: idColumn(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    role: text("role", { enum: userRoles }).notNull(),
    isSubuser: boolean("is_subuser").notNull().default(false),
    parentUserId: text("parent_user_id").references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    restaurantId: text("restaurant_id"),
    passwordHash: text("password_hash").notNull(),
    /**
     * When the address was confirmed; null: signed up and not yet verified (may not sign in). Defaults to
     * the insert's time: accounts made by an admin, the CLI, the seed or an owner (sub-users) count as
     * verified; only the public sign-up inserts null explicitly.
     */
    emailVerifiedAt: instant("email_verified_at").defaultNow(),
    /** Set by an admin: the account may not sign in and has no sessions or push subscriptions. */
    deactivatedAt: instant("deactivated_at"),
    /** Created by the demo seed; the admin can delete all demo data at once. */
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    index("users_parent_idx").on(t.parentUserId),
    // The admin's user list's order: a page reads only its rows along this index.
    index("users_list_order_idx").on(t.createdAt, t.email, t.id),
  ],
);

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256 hash. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rememberMe: boolean("remember_me").notNull(),
    createdAt: createdAt(),
    /** Last request seen; sessions without "Angemeldet bleiben" slide their idle timeout from here. */
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * The columns of a single-use link sent to an account: the token stored only as its hash, when it ends,
 * when it was used, and when a newer link of the same kind replaced it.
 */
const singleUseLinkColumns = () => ({
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull(),
  createdAt: createdAt(),
  expiresAt: instant("expires_at").notNull(),
  usedAt: instant("used_at"),
  supersededAt: instant("superseded_at"),
});

/** Password-reset links: random token, stored hashed, valid 1 hour, single use. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: idColumn(),
    ...singleUseLinkColumns(),
  },
  (t) => [
    uniqueIndex("password_reset_token_hash_unique").on(t.tokenHash),
    index("password_reset_user_idx").on(t.userId),
  ],
);

/**
 * What one sign-up asked for, kept with the link it was sent with: the account takes it only when that link
 * is used, so a stranger's earlier sign-up with the same address never decides the owner's name or kind.
 */
export interface SignupRequest {
  name: string;
  kind: "restaurant" | "guest";
  restaurant?: { name: string; plan: string | null };
}

/** E-mail verification links of sign-ups: random token, stored hashed, valid 24 hours, single use. */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: idColumn(),
    ...singleUseLinkColumns(),
    /**
     * The password chosen with the sign-up that sent this link (argon2id); the link that is used sets it.
     * Null for a resent link: its verification asks for a new password.
     */
    passwordHash: text("password_hash"),
    /** The sign-up this link belongs to; null for a resent link (the account stays as it is). */
    signup: jsonb("signup").$type<SignupRequest>(),
  },
  (t) => [
    uniqueIndex("email_verification_token_hash_unique").on(t.tokenHash),
    index("email_verification_user_idx").on(t.userId),
  ],
);

/**
 * Browsers that have signed in to an account successfully before (a long-lived device cookie holds the
 * token, the table its SHA-256). The per-account sign-in limit never blocks a trusted device.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant("last_used_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("trusted_devices_token_hash_unique").on(t.tokenHash),
    index("trusted_devices_user_idx").on(t.userId),
  ],
);
