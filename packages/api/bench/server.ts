import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { type App, createApp } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { restaurantConfigs, tables } from "../src/db/schema/index.ts";
import { RateLimiter } from "../src/lib/rate-limit.ts";
import { createRestaurant, createUser, PASSWORD } from "../src/test/fixtures.ts";

const everyDay = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
    day,
    {
      isOpen: true,
      openTime: "10:00",
      closeTime: "23:30",
      hasLunchBreak: false,
      lunchBreakStart: "",
      lunchBreakEnd: "",
    },
  ]),
);

/** An in-memory PGlite with one restaurant (40 tables, open every day) behind a real HTTP server on 127.0.0.1. */
export async function startBenchServer() {
  const database = await openDatabase({ kind: "pglite" });
  const { db } = database;
  const owner = await createUser(db, { email: "bench@bench.example", name: "Bench" });
  const restaurant = await createRestaurant(db, owner.id, "Bench-Bistro");
  await db
    .update(restaurantConfigs)
    .set({ openingHours: everyDay as never, bookingLeadTime: 0 })
    .where(eq(restaurantConfigs.restaurantId, restaurant.id));
  await db.insert(tables).values(
    Array.from({ length: 40 }, (_, i) => ({
      restaurantId: restaurant.id,
      tableNumber: String(i + 1),
      seats: [2, 4, 4, 6][i % 4] ?? 4,
    })),
  );
  let port = 0;
  const app: App = createApp({
    db,
    dbKind: database.kind,
    now: () => new Date("2026-06-01T08:00:00Z"),
    port: () => port,
    rateLimiter: new RateLimiter(db),
    rateLimits: { bookingPerIp: 1_000_000, loginPerIp: 1000, loginPerAddress: 1000 },
  });
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s as Server));
  });
  port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/users/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: owner.email, password: PASSWORD }),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  return {
    base,
    restaurantId: restaurant.id,
    cookie,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      await database.close();
    },
  };
}
