import { addDaysToWireDate, subUserLoginName, wireDateOfInstant } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.ts";
import type { Tx } from "../db/client.ts";
import {
  menuItems,
  restaurantConfigs,
  rooms,
  specialHours,
  tables,
  uploads,
  users,
} from "../db/schema/index.ts";
import { insertRestaurant } from "../restaurants/create-restaurant.ts";
import { gradientPng } from "./banner-png.ts";
import { seedDemoActivity } from "./demo-activity.ts";
import {
  type DemoRestaurant,
  demoOpeningHours,
  demoRestaurants,
  germanMenu,
  italianMenu,
  smallMenu,
} from "./demo-content.ts";

export const demoAccounts = [
  { label: "Administrator", login: "admin@tischservice.example", password: "Admin#2026" },
  { label: "Inhaber Trattoria Demo", login: "inhaber@trattoria.example", password: "Gastro#2026" },
  { label: "Unterbenutzer Trattoria Demo", login: "service@trattoriademo", password: "Service#2026" },
  { label: "Inhaber Zum Goldenen Hirsch", login: "inhaber@hirsch.example", password: "Gastro#2026" },
  { label: "Gast", login: "gast@gast.example", password: "Gast#2026" },
] as const;

const menus = { italian: italianMenu, german: germanMenu, small: smallMenu } as const;

/** A rectangular room, its outline placed with its top left corner at (`left`, `top`) on the floor plan. */
async function insertRectangularRoom(
  tx: Tx,
  room: {
    restaurantId: string;
    name: string;
    left: number;
    top: number;
    width: number;
    height: number;
    color: string;
  },
) {
  const { restaurantId, name, left, top, width, height, color } = room;
  const right = left + width;
  const bottom = top + height;
  const [inserted] = await tx
    .insert(rooms)
    .values({
      restaurantId,
      name,
      width,
      height,
      shape: [
        { x: left, y: top },
        { x: right, y: top },
        { x: right, y: bottom },
        { x: left, y: bottom },
      ],
      color,
    })
    .returning();
  return inserted;
}

/** Rooms and tables: a main room for everyone, a terrace for the Trattoria. */
async function seedFloor(tx: Tx, restaurantId: string, withTerrace: boolean) {
  const main = await insertRectangularRoom(tx, {
    restaurantId,
    name: "Hauptraum",
    left: 30,
    top: 30,
    width: 480,
    height: 360,
    color: "#e5d3a1",
  });
  const seats = withTerrace ? [2, 2, 4, 4, 4, 6, 6, 8] : [2, 2, 4, 4, 6, 8];
  const rows = seats.map((count, i) => ({
    restaurantId,
    name: `${count}er Tisch ${i + 1}`,
    tableNumber: String(i + 1),
    seats: count,
    location: "Hauptraum",
    roomId: main?.id ?? null,
    x: 60 + (i % 4) * 120,
    y: 60 + Math.floor(i / 4) * 150,
  }));
  if (withTerrace) {
    const terrace = await insertRectangularRoom(tx, {
      restaurantId,
      name: "Terrasse",
      left: 540,
      top: 30,
      width: 240,
      height: 360,
      color: "#b7d7a8",
    });
    [2, 2, 4, 4].forEach((count, i) => {
      rows.push({
        restaurantId,
        name: `${count}er Tisch ${seats.length + i + 1}`,
        tableNumber: String(seats.length + i + 1),
        seats: count,
        location: "Terrasse",
        roomId: terrace?.id ?? null,
        x: 570 + (i % 2) * 90,
        y: 60 + Math.floor(i / 2) * 150,
      });
    });
  }
  return tx.insert(tables).values(rows).returning();
}

async function seedSpecialHours(tx: Tx, restaurantId: string, today: string) {
  const year = Number(today.slice(0, 4));
  const christmas = `${today > `${year}-12-24` ? year + 1 : year}-12-24`;
  const plus = (days: number) => addDaysToWireDate(today, days) ?? today;
  await tx.insert(specialHours).values([
    {
      restaurantId,
      title: "Heiligabend",
      type: "holiday",
      startDate: christmas,
      endDate: christmas,
      isClosed: true,
      description: "An Heiligabend bleibt die Küche kalt.",
    },
    {
      restaurantId,
      title: "Feiertag",
      type: "holiday",
      startDate: plus(12),
      endDate: plus(12),
      isClosed: true,
    },
    {
      restaurantId,
      title: "Betriebsurlaub",
      type: "vacation",
      startDate: plus(45),
      endDate: plus(58),
      isClosed: true,
      description: "Wir machen Urlaub und sind ab dem Folgetag wieder da.",
    },
    {
      restaurantId,
      title: "Weinabend",
      type: "special_event",
      startDate: plus(9),
      endDate: plus(9),
      isClosed: false,
      openTime: "18:00",
      closeTime: "23:30",
      description: "Weinprobe mit Menü.",
    },
  ]);
}

async function seedRestaurant(tx: Tx, demo: DemoRestaurant, ownerId: string, today: string) {
  let bannerUploadId: string | null = null;
  if (demo.banner) {
    const png = gradientPng(demo.banner[0], demo.banner[1]);
    const [upload] = await tx
      .insert(uploads)
      .values({ ownerUserId: ownerId, contentType: "image/png", size: png.length, data: png })
      .returning({ id: uploads.id });
    bannerUploadId = upload?.id ?? null;
  }
  const { banner: _banner, menu, ownerEmail: _e, ownerName: _n, ...fields } = demo;
  const restaurant = await insertRestaurant(tx, { ...fields, ownerId, bannerUploadId, isDemo: true });
  await tx.insert(restaurantConfigs).values({
    restaurantId: restaurant.id,
    openingHours: demoOpeningHours,
    reservationDuration: 120,
    autoConfirmReservations: demo.menu !== "italian",
    // The demo shows the Reserve with Google booking server with something to answer.
    reserveWithGoogle: true,
  });
  const floor = await seedFloor(tx, restaurant.id, demo.menu === "italian");
  const items = await tx
    .insert(menuItems)
    .values(
      menus[menu].map(([name, price, type]) => ({
        restaurantId: restaurant.id,
        name,
        priceCents: Math.round(price * 100),
        type,
      })),
    )
    .returning();
  await seedSpecialHours(tx, restaurant.id, today);
  return { restaurant, tables: floor, menu: items };
}

export interface DemoPasswordHashes {
  admin: string;
  gastro: string;
  service: string;
  guest: string;
}

/** Hashes the demo accounts' passwords (slow on purpose: done before any lock is taken). */
export async function hashDemoPasswords(): Promise<DemoPasswordHashes> {
  const [admin, gastro, service, guest] = await Promise.all(
    ["Admin#2026", "Gastro#2026", "Service#2026", "Gast#2026"].map(hashPassword),
  );
  if (!admin || !gastro || !service || !guest) throw new Error("hashing failed");
  return { admin, gastro, service, guest };
}

/**
 * Inserts the believable German demo data: the demo accounts, seven restaurants with floors, menus and
 * special hours, and 120 days of activity. Every user and restaurant is marked `is_demo`. Runs inside the
 * caller's transaction (see `seedDemoData` for when it runs at all).
 */
export async function insertDemoData(tx: Tx, hashes: DemoPasswordHashes, now: Date): Promise<void> {
  const today = wireDateOfInstant(now) ?? "2026-01-01";
  await tx.insert(users).values({
    name: "Administrator",
    email: "admin@tischservice.example",
    role: "Admin",
    passwordHash: hashes.admin,
    isDemo: true,
  });
  const [guest] = await tx
    .insert(users)
    .values({
      name: "Gabi Gast",
      email: "gast@gast.example",
      role: "customer",
      passwordHash: hashes.guest,
      isDemo: true,
    })
    .returning();
  const seeded = [];
  for (const demo of demoRestaurants) {
    const [owner] = await tx
      .insert(users)
      .values({
        name: demo.ownerName,
        email: demo.ownerEmail,
        role: "Gastro",
        passwordHash: hashes.gastro,
        isDemo: true,
      })
      .returning();
    if (!owner) throw new Error("owner not created");
    const result = await seedRestaurant(tx, demo, owner.id, today);
    await tx.update(users).set({ restaurantId: result.restaurant.id }).where(eq(users.id, owner.id));
    seeded.push(result);
  }
  const trattoria = seeded[0];
  if (!trattoria || !guest) throw new Error("demo restaurants missing");
  await tx.insert(users).values({
    name: "service",
    // `service@trattoriademo`: the seed fills an empty database, so the Trattoria has its name's bare slug.
    email: subUserLoginName("service", trattoria.restaurant.slug),
    role: "Gastro",
    isSubuser: true,
    parentUserId: trattoria.restaurant.ownerId,
    restaurantId: trattoria.restaurant.id,
    passwordHash: hashes.service,
    isDemo: true,
  });
  await seedDemoActivity(tx, { restaurants: seeded, guest, now, today });
}
