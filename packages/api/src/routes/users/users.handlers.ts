import {
  adminAccountTexts,
  adminTexts,
  apiAnswerTexts,
  isListPageRequest,
  subUserCreateSuccess,
  subUserLoginName,
  subUserPasswordResetTexts,
  subUsersTexts,
} from "@tischservice/core";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppBindings, AppRouteHandler, SessionUser } from "../../app/types.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import {
  findRestaurant,
  findRestaurantOfUser,
  requireAdmin,
  requireManager,
  requireUser,
} from "../../auth/access.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { endUserSessions } from "../../auth/sessions.ts";
import { toUserDto } from "../../auth/user-dto.ts";
import { type AuditAction, users } from "../../db/schema/index.ts";
import { conflict, forbidden, messages, notFound } from "../../lib/errors.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import { userPage } from "./user-page-sql.ts";
import type {
  createSubuser,
  deleteSubuser,
  listSubusers,
  listUsers,
  registerUser,
  resetSubuserPassword,
} from "./users.routes.ts";

/**
 * Every account for admins: without parameters all of them, as integrations expect it; the
 * admin's screen asks for pages (search, cursor, limit).
 */
export const listUsersHandler: AppRouteHandler<typeof listUsers> = async (c) => {
  requireAdmin(c);
  const { db } = c.var.deps;
  const query = c.req.valid("query");
  if (!isListPageRequest(query)) {
    const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.email), asc(users.id));
    return c.json({ success: true as const, data: rows.map(toUserDto) }, 200);
  }
  const page = await userPage(db, query);
  return c.json(
    {
      success: true as const,
      data: page.rows.map(toUserDto),
      nextCursor: page.nextCursor,
      total: page.total,
    },
    200,
  );
};

export const registerUserHandler: AppRouteHandler<typeof registerUser> = async (c) => {
  const admin = requireAdmin(c);
  const body = c.req.valid("json");
  const user = await insertNewUser(
    c,
    { name: body.name, email: body.email, role: body.role },
    body.password,
    adminAccountTexts.emailTaken,
  );
  await recordAudit(c, {
    action: "user_created",
    actor: { id: admin.id, email: admin.email },
    targetId: user.id,
    details: { email: user.email, role: user.role },
  });
  return c.json({ success: true as const, message: adminTexts.newUserSuccess, user: toUserDto(user) }, 201);
};

/**
 * Inserts an account under an address no account has yet (in any case), with the password hashed; 409
 * with `taken` otherwise, also when a concurrent insert of the same address wins.
 */
async function insertNewUser(
  c: Context<AppBindings>,
  values: Omit<typeof users.$inferInsert, "passwordHash" | "createdAt" | "updatedAt">,
  password: string,
  taken: string,
) {
  const { db, now } = c.var.deps;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, values.email))
    .limit(1);
  if (existing) throw conflict(taken);
  const passwordHash = await hashPassword(password);
  try {
    const [user] = await db
      .insert(users)
      .values({ ...values, passwordHash, createdAt: now(), updatedAt: now() })
      .returning();
    if (!user) throw new Error("insert returned nothing");
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(taken);
    throw error;
  }
}

function toSubUserDto(user: typeof users.$inferSelect) {
  return { ...toUserDto(user), isSubuser: true as const };
}

export const listSubusersHandler: AppRouteHandler<typeof listSubusers> = async (c) => {
  const { userId } = c.req.valid("param");
  const { db } = c.var.deps;
  requireUser(c);
  const restaurant = await findRestaurantOfUser(db, userId);
  requireManager(c, restaurant);
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.parentUserId, restaurant.ownerId), eq(users.isSubuser, true)))
    .orderBy(asc(users.createdAt));
  return c.json({ success: true as const, data: rows.map(toSubUserDto) }, 200);
};

export const createSubuserHandler: AppRouteHandler<typeof createSubuser> = async (c) => {
  const caller = requireUser(c);
  const body = c.req.valid("json");
  const { db } = c.var.deps;
  const restaurant = body.restaurantId
    ? await findRestaurant(db, body.restaurantId)
    : await findRestaurantOfUser(db, body.parentUserId ?? caller.id);
  requireManager(c, restaurant);
  if (body.parentUserId && body.parentUserId !== restaurant.ownerId)
    throw forbidden(messages.otherRestaurant);
  const loginUsername = subUserLoginName(body.username, restaurant.slug);
  const user = await insertNewUser(
    c,
    {
      name: body.username.trim(),
      email: loginUsername,
      role: "Gastro",
      isSubuser: true,
      parentUserId: restaurant.ownerId,
      restaurantId: restaurant.id,
    },
    body.password,
    apiAnswerTexts.subUsers.usernameTaken,
  );
  await auditSubuserAction(c, "subuser_created", caller, user, restaurant);
  return c.json(
    {
      success: true as const,
      message: subUserCreateSuccess(loginUsername),
      loginUsername,
      data: toSubUserDto(user),
    },
    201,
  );
};

/** The audit entry of a manager's action on a sub-user of the restaurant. */
const auditSubuserAction = (
  c: Context<AppBindings>,
  action: AuditAction,
  caller: SessionUser,
  subuser: { id: string; email: string },
  restaurant: { name: string },
) =>
  recordAudit(c, {
    action,
    actor: { id: caller.id, email: caller.email },
    targetId: subuser.id,
    details: { email: subuser.email, restaurant: restaurant.name },
  });

/** The sub-user behind `subuserId` and its restaurant, if the caller manages that restaurant (else 404/403). */
async function managedSubuser(c: Context<AppBindings>, subuserId: string) {
  const { db } = c.var.deps;
  const [subuser] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, subuserId), eq(users.isSubuser, true)))
    .limit(1);
  if (!subuser?.parentUserId) throw notFound(subUserPasswordResetTexts.notFound);
  const restaurant = await findRestaurantOfUser(db, subuser.parentUserId);
  requireManager(c, restaurant);
  return { subuser, restaurant };
}

export const deleteSubuserHandler: AppRouteHandler<typeof deleteSubuser> = async (c) => {
  const caller = requireUser(c);
  const { subuserId } = c.req.valid("param");
  const { subuser, restaurant } = await managedSubuser(c, subuserId);
  const { db } = c.var.deps;
  // Sessions go with the user (ON DELETE CASCADE): the sub-user is signed out everywhere at once.
  await db.delete(users).where(eq(users.id, subuser.id));
  await auditSubuserAction(c, "subuser_deleted", caller, subuser, restaurant);
  return c.json({ success: true, message: subUsersTexts.deleteSuccess }, 200);
};

/** The owner (or an admin) sets a sub-user's new password; the sub-user is signed out everywhere. */
export const resetSubuserPasswordHandler: AppRouteHandler<typeof resetSubuserPassword> = async (c) => {
  const caller = requireUser(c);
  const { subuserId } = c.req.valid("param");
  const { password } = c.req.valid("json");
  const { db, now } = c.var.deps;
  const { subuser, restaurant } = await managedSubuser(c, subuserId);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, subuser.id));
    await endUserSessions(tx, subuser.id);
  });
  await auditSubuserAction(c, "subuser_password_reset", caller, subuser, restaurant);
  return c.json({ success: true, message: subUserPasswordResetTexts.success }, 200);
};
