import type { NotificationMessage } from "@tischservice/core";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.ts";
import { endUserSessions } from "../auth/sessions.ts";
import { forgetTrustedDevices } from "../auth/trusted-devices.ts";
import type { Db, Tx } from "../db/client.ts";
import {
  auditLog,
  emailVerificationTokens,
  passwordResetTokens,
  restaurants,
  uploads,
  users,
} from "../db/schema/index.ts";
import { notifyRestaurant } from "../events/event-bus.ts";
import { isUniqueViolation } from "../lib/unique-violation.ts";
import { awaitsVerification } from "../routes/signup/pending-signups.ts";

/** The account under an address (any letter case), with what decides whether an admin may take it over. */
async function accountAt(db: Db | Tx, email: string, forUpdate = false) {
  const query = db
    .select({
      id: users.id,
      emailVerifiedAt: users.emailVerifiedAt,
      deactivatedAt: users.deactivatedAt,
      isSubuser: users.isSubuser,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/**
 * Who holds an address: nobody (`free`), an unconfirmed sign-up the new administrator takes over
 * (`unconfirmed`), or an account that keeps it (`taken`).
 */
export async function addressHolder(db: Db, email: string): Promise<"free" | "unconfirmed" | "taken"> {
  const account = await accountAt(db, email);
  if (!account) return "free";
  return awaitsVerification(account) ? "unconfirmed" : "taken";
}

export type CreateAdminResult =
  | { ok: true; id: string; tookOver: null }
  /** An unconfirmed sign-up became the administrator; the restaurants created with it were deleted. */
  | { ok: true; id: string; tookOver: { deletedRestaurants: string[] } }
  | { ok: false; reason: "taken" };

type AdminInput = { email: string; name: string; password: string; now: Date };

/**
 * Creates a verified administrator who can sign in at once (not a demo account), with an audit entry
 * naming the command line as its origin. An address held by an unconfirmed sign-up is taken over (see
 * `takeOverSignup`); one held by any other account (in any letter case) is refused.
 */
export async function createAdminAccount(db: Db, input: AdminInput): Promise<CreateAdminResult> {
  if ((await addressHolder(db, input.email)) === "taken") return { ok: false, reason: "taken" };
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const holder = await accountAt(tx, input.email, true);
      if (holder && !awaitsVerification(holder)) return { ok: false, reason: "taken" } as const;
      if (holder) return takeOverSignup(tx, holder.id, input, passwordHash);
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          role: "Admin",
          passwordHash,
          emailVerifiedAt: input.now,
          isDemo: false,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error("insert returned nothing");
      await auditCreated(tx, user.id, input, {});
      return { ok: true, id: user.id, tookOver: null } as const;
    });
  } catch (error) {
    // Another process took the address between the check and the insert.
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

/**
 * The unconfirmed sign-up under the address becomes the verified administrator, inside the caller's
 * transaction (its row locked): name and password are the command's, its open verification and reset links
 * are marked superseded (a stranger's sign-up can no longer be confirmed), the restaurants created with it
 * are deleted with everything that cascades from them, and nothing signed in to it stays signed in.
 */
async function takeOverSignup(
  tx: Tx,
  userId: string,
  input: AdminInput,
  passwordHash: string,
): Promise<CreateAdminResult> {
  const { now } = input;
  for (const links of [emailVerificationTokens, passwordResetTokens]) {
    await tx
      .update(links)
      .set({ supersededAt: now })
      .where(and(eq(links.userId, userId), isNull(links.usedAt), isNull(links.supersededAt)));
  }
  const deleted = await deleteOwnedRestaurants(tx, userId);
  await endUserSessions(tx, userId);
  await forgetTrustedDevices(tx, userId);
  await tx
    .update(users)
    .set({
      name: input.name,
      email: input.email,
      role: "Admin",
      passwordHash,
      emailVerifiedAt: now,
      restaurantId: null,
      isDemo: false,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  const names = deleted.map((restaurant) => restaurant.name);
  await auditCreated(tx, userId, input, {
    tookOver: "unconfirmed_signup",
    ...(names.length > 0 ? { deletedRestaurants: names.join(", ") } : {}),
  });
  return { ok: true, id: userId, tookOver: { deletedRestaurants: names } };
}

/** Deletes the user's restaurants (configuration, tables and the rest cascade) and their banners. */
async function deleteOwnedRestaurants(tx: Tx, ownerId: string) {
  const owned = await tx
    .select({ id: restaurants.id, name: restaurants.name, bannerUploadId: restaurants.bannerUploadId })
    .from(restaurants)
    .where(eq(restaurants.ownerId, ownerId));
  const bannerIds = owned.flatMap((row) => (row.bannerUploadId ? [row.bannerUploadId] : []));
  await tx
    .delete(uploads)
    .where(
      or(eq(uploads.ownerUserId, ownerId), bannerIds.length > 0 ? inArray(uploads.id, bannerIds) : undefined),
    );
  if (owned.length === 0) return owned;
  await tx.delete(restaurants).where(
    inArray(
      restaurants.id,
      owned.map((row) => row.id),
    ),
  );
  // Every process's caches of the restaurant hear at commit that it is gone.
  for (const restaurant of owned) {
    const message: NotificationMessage = {
      type: "changed",
      data: { entity: "restaurant", id: restaurant.id, action: "deleted" },
    };
    await notifyRestaurant(tx, restaurant.id, message);
  }
  return owned;
}

async function auditCreated(tx: Tx, userId: string, input: AdminInput, details: Record<string, string>) {
  await tx.insert(auditLog).values({
    action: "user_created",
    actorId: null,
    actorEmail: "",
    targetId: userId,
    details: { email: input.email, role: "Admin", via: "pnpm tischservice create-admin", ...details },
    createdAt: input.now,
  });
}
