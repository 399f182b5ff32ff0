import { editableWeek } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.ts";
import type { Db } from "../db/client.ts";
import { type OpeningHours, restaurantConfigs, type UserRole, users } from "../db/schema/index.ts";
import { insertRestaurant } from "../restaurants/create-restaurant.ts";

const hashes = new Map<string, Promise<string>>();
/** Hashing is deliberately slow; fixtures reuse one hash per password. */
export function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export const PASSWORD = "Geheim#2026";

export async function createUser(
  db: Db,
  values: {
    email: string;
    name?: string;
    role?: UserRole;
    password?: string;
    isSubuser?: boolean;
    parentUserId?: string;
    restaurantId?: string;
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      name: values.name ?? values.email.split("@")[0] ?? "Test",
      email: values.email,
      role: values.role ?? "Gastro",
      isSubuser: values.isSubuser ?? false,
      parentUserId: values.parentUserId ?? null,
      restaurantId: values.restaurantId ?? null,
      passwordHash: await cachedHash(values.password ?? PASSWORD),
    })
    .returning();
  if (!user) throw new Error("user not created");
  return user;
}

/** A sub-user of a restaurant, created by its owner (role Gastro, the tests' password). */
export function createSubuser(db: Db, email: string, of: { ownerId: string; restaurantId: string }) {
  return createUser(db, { email, isSubuser: true, parentUserId: of.ownerId, restaurantId: of.restaurantId });
}

const lunchBreak = { hasLunchBreak: true, lunchBreakStart: "14:30", lunchBreakEnd: "17:30" };

/** Closed on Monday (absent), lunch and dinner Tuesday to Thursday, open all day Friday to Sunday. */
export const weekOpeningHours: OpeningHours = editableWeek({
  tuesday: { isOpen: true, openTime: "11:30", closeTime: "22:00", ...lunchBreak },
  wednesday: { isOpen: true, openTime: "11:30", closeTime: "22:00", ...lunchBreak },
  thursday: { isOpen: true, openTime: "11:30", closeTime: "22:00", ...lunchBreak },
  friday: { isOpen: true, openTime: "11:30", closeTime: "23:00" },
  saturday: { isOpen: true, openTime: "12:00", closeTime: "23:00" },
  sunday: { isOpen: true, openTime: "12:00", closeTime: "21:00" },
});

export async function createRestaurant(db: Db, ownerId: string, name: string) {
  const restaurant = await insertRestaurant(db, { ownerId, name, email: "info@example.de" });
  await db.insert(restaurantConfigs).values({ restaurantId: restaurant.id, openingHours: weekOpeningHours });
  await db.update(users).set({ restaurantId: restaurant.id }).where(eq(users.id, ownerId));
  return restaurant;
}

/**
 * The cast of every authorization test: an admin, two restaurants with their owners, a sub-user of the
 * first, and a customer. Everyone's password is PASSWORD.
 */
export async function seedCast(db: Db) {
  const admin = await createUser(db, { email: "admin@test.example", role: "Admin", name: "Ada Admin" });
  const owner = await createUser(db, { email: "owner@a.example", name: "Olga Owner" });
  const restaurant = await createRestaurant(db, owner.id, "Restaurant A");
  const subuser = await createUser(db, {
    email: "kellner@restauranta",
    name: "kellner",
    isSubuser: true,
    parentUserId: owner.id,
    restaurantId: restaurant.id,
  });
  const otherOwner = await createUser(db, { email: "owner@b.example", name: "Bernd B" });
  const otherRestaurant = await createRestaurant(db, otherOwner.id, "Restaurant B");
  const customer = await createUser(db, { email: "gast@test.example", role: "customer", name: "Gina Gast" });
  return { admin, owner, restaurant, subuser, otherOwner, otherRestaurant, customer };
}
export type Cast = Awaited<ReturnType<typeof seedCast>>;
export type Role = "anonymous" | "customer" | "owner" | "subuser" | "otherOwner" | "admin";
