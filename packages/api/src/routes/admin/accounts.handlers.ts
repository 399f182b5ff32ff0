import { adminAccountTexts } from "@tischservice/core";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { lockRestaurant, requireAdmin } from "../../auth/access.ts";
import { endUserSessions } from "../../auth/sessions.ts";
import { toUserDto } from "../../auth/user-dto.ts";
import { pushSubscriptions, restaurants, users } from "../../db/schema/index.ts";
import { publishChange } from "../../events/publish-change.ts";
import { conflict } from "../../lib/errors.ts";
import { removeMailFiles } from "../../privacy/guest-data.ts";
import { toRestaurantDto } from "../restaurants/restaurants.dto.ts";
import type { deleteDemoData, deleteUser, updateRestaurant, updateUser } from "./accounts.routes.ts";
import { lockAccountTarget } from "./active-admins.ts";
import { deleteAccounts } from "./delete-accounts.ts";

type UserRow = typeof users.$inferSelect;

const isOwner = (user: UserRow) => user.role === "Gastro" && !user.isSubuser;
/** How the audit log names a role. */
const roleLabel = (user: UserRow) => (user.isSubuser ? "Unterbenutzer" : user.role);

/**
 * Deactivating an account ends its sessions and removes its push subscriptions at once; an owner's
 * sub-users are deactivated with the owner (they work on the owner's restaurant) and come back with the
 * owner when they were deactivated together. The restaurant itself stays as it is.
 */
export const updateUserHandler: AppRouteHandler<typeof updateUser> = async (c) => {
  const admin = requireAdmin(c);
  const { userId } = c.req.valid("param");
  const { deactivated } = c.req.valid("json");
  const { db, now } = c.var.deps;
  const at = now();
  const user = await db.transaction(async (tx) => {
    const target = await lockAccountTarget(tx, admin, userId);
    const subusers = isOwner(target)
      ? await tx.select().from(users).where(eq(users.parentUserId, target.id)).for("update")
      : [];
    let changed: UserRow[] = [];
    if (deactivated) {
      const affected = [target, ...subusers];
      const ids = affected.map((row) => row.id);
      changed = await tx
        .update(users)
        .set({ deactivatedAt: at, updatedAt: at })
        .where(and(inArray(users.id, ids), isNull(users.deactivatedAt)))
        .returning();
      for (const id of ids) await endUserSessions(tx, id);
      await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.userId, ids));
    } else if (target.deactivatedAt) {
      const since = target.deactivatedAt.getTime();
      const together = subusers.filter((row) => row.deactivatedAt?.getTime() === since);
      changed = await tx
        .update(users)
        .set({ deactivatedAt: null, updatedAt: at })
        .where(
          inArray(
            users.id,
            [target, ...together].map((row) => row.id),
          ),
        )
        .returning();
    }
    if (changed.some((row) => row.id === target.id)) {
      await recordAudit(
        c,
        {
          action: deactivated ? "user_deactivated" : "user_reactivated",
          actor: { id: admin.id, email: admin.email },
          targetId: target.id,
          details: {
            email: target.email,
            role: roleLabel(target),
            ...(changed.length > 1 ? { subusers: String(changed.length - 1) } : {}),
          },
        },
        tx,
      );
    }
    return changed.find((row) => row.id === target.id) ?? target;
  });
  return c.json(
    {
      success: true as const,
      message: deactivated ? adminAccountTexts.userDeactivated : adminAccountTexts.userReactivated,
      user: toUserDto(user),
    },
    200,
  );
};

/** Deletes an account; an owner's restaurant with all its data and the owner's sub-users go with it. */
export const deleteUserHandler: AppRouteHandler<typeof deleteUser> = async (c) => {
  const admin = requireAdmin(c);
  const { userId } = c.req.valid("param");
  const { deps } = c.var;
  const deleted = await deps.db.transaction(async (tx) => {
    const target = await lockAccountTarget(tx, admin, userId);
    const result = await deleteAccounts(tx, deps, { userIds: [target.id] });
    await recordAudit(
      c,
      {
        action: "user_deleted",
        actor: { id: admin.id, email: admin.email },
        targetId: target.id,
        details: {
          email: target.email,
          role: roleLabel(target),
          ...(result.restaurants.length > 0
            ? { restaurant: result.restaurants.map((row) => row.name).join(", ") }
            : {}),
          ...(result.userIds.length > 1 ? { subusers: String(result.userIds.length - 1) } : {}),
        },
      },
      tx,
    );
    return result;
  });
  // After the commit: the `.eml` copies of the restaurant's deleted mails go too.
  await removeMailFiles(deps.mailFilesDir, deleted.mailIds);
  return c.json({ success: true, message: adminAccountTexts.userDeleted }, 200);
};

/** Shows or hides a restaurant in the public partner list; its own page and widget keep working. */
export const updateRestaurantHandler: AppRouteHandler<typeof updateRestaurant> = async (c) => {
  const admin = requireAdmin(c);
  const { restaurantId } = c.req.valid("param");
  const { listed } = c.req.valid("json");
  const { deps } = c.var;
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockRestaurant(tx, restaurantId);
    if (current.listed === listed) return current;
    const [updated] = await tx
      .update(restaurants)
      .set({ listed, updatedAt: at })
      .where(eq(restaurants.id, restaurantId))
      .returning();
    await recordAudit(
      c,
      {
        action: listed ? "restaurant_shown" : "restaurant_hidden",
        actor: { id: admin.id, email: admin.email },
        targetId: restaurantId,
        details: { restaurant: current.name },
      },
      tx,
    );
    await publishChange(deps, tx, restaurantId, "restaurant", restaurantId, "updated");
    return updated ?? current;
  });
  return c.json(
    {
      success: true as const,
      message: listed ? adminAccountTexts.restaurantShown : adminAccountTexts.restaurantHidden,
      restaurant: toRestaurantDto(row, { forAdmin: true }),
    },
    200,
  );
};

/**
 * Deletes every demo account and demo restaurant with all their data in one transaction. Refused to a
 * demo account: the admin who cleans up must keep an account of their own.
 */
export const deleteDemoDataHandler: AppRouteHandler<typeof deleteDemoData> = async (c) => {
  const admin = requireAdmin(c);
  const { deps } = c.var;
  const [caller] = await deps.db.select({ isDemo: users.isDemo }).from(users).where(eq(users.id, admin.id));
  if (!caller || caller.isDemo) throw conflict(adminAccountTexts.demoCallerRefused, { code: "demo_caller" });
  const { counts: deleted, mailIds } = await deps.db.transaction(async (tx) => {
    const demoUsers = await tx.select({ id: users.id }).from(users).where(eq(users.isDemo, true));
    const demoRestaurants = await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.isDemo, true));
    const result = await deleteAccounts(tx, deps, {
      userIds: demoUsers.map((row) => row.id),
      restaurantIds: demoRestaurants.map((row) => row.id),
    });
    const counts = { users: result.userIds.length, restaurants: result.restaurants.length };
    if (counts.users + counts.restaurants > 0) {
      await recordAudit(
        c,
        {
          action: "demo_data_deleted",
          actor: { id: admin.id, email: admin.email },
          details: { users: String(counts.users), restaurants: String(counts.restaurants) },
        },
        tx,
      );
    }
    return { counts, mailIds: result.mailIds };
  });
  // After the commit: the `.eml` copies of the demo restaurants' deleted mails go too.
  await removeMailFiles(deps.mailFilesDir, mailIds);
  const nothing = deleted.users + deleted.restaurants === 0;
  return c.json(
    {
      success: true,
      message: nothing
        ? adminAccountTexts.noDemoData
        : adminAccountTexts.deleteDemoDataDone(deleted.users, deleted.restaurants),
      deleted,
    },
    200,
  );
};
