import { createECDH, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings, pushSubscriptions } from "../../db/schema/index.ts";
import { silentLogger } from "../../lib/logger.ts";
import { createOutboxWorker } from "../../mail/worker.ts";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { type Cast, type Role, seedCast } from "../../test/fixtures.ts";
import { expectStatuses, signInAll } from "../../test/roles.ts";
import type { TestClient } from "../../test/test-client.ts";
import { setupTestContext } from "../../test/test-context.ts";

// A local HTTPS server stands in for the browsers' push services: /ok/* accepts, /gone/* answers 410.
const tls = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));
const received: Array<{ path: string; authorization: string; encoding: string }> = [];
const waiters: Array<() => void> = [];
const service = createServer({ key: tls("push-service.key"), cert: tls("push-service.crt") }, (req, res) => {
  req.resume();
  req.on("end", () => {
    const gone = req.url?.startsWith("/gone/") ?? false;
    if (!gone) {
      received.push({
        path: req.url ?? "",
        authorization: req.headers.authorization ?? "",
        encoding: String(req.headers["content-encoding"] ?? ""),
      });
      for (const wake of waiters.splice(0)) wake();
    }
    res.writeHead(gone ? 410 : 201).end();
  });
});
await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));
const base = `https://127.0.0.1:${(service.address() as AddressInfo).port}`;

/** Waits until the stand-in has received `n` pushes (or fails after the timeout). */
async function receivedAtLeast(n: number, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (received.length < n) {
    if (Date.now() > deadline) throw new Error(`only ${received.length} pushes arrived`);
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, deadline - Date.now()).unref();
    });
  }
}

const agent = new Agent({ ca: tls("push-service.crt") });
const ctx = await setupTestContext({ pushAgent: agent, pushAutoTestIntervalMs: 100 });
let cast: Cast;
let as: Record<Role, TestClient>;

const subscription = (path: string) => ({
  endpoint: `${base}${path}`,
  expirationTime: null,
  keys: {
    p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  },
});

beforeAll(async () => {
  cast = await seedCast(ctx.db);
  as = await signInAll(ctx, cast);
  await addTables(ctx.db, cast.restaurant.id, [4]);
});

describe("web push", () => {
  it("registers devices of a restaurant's staff only and keeps the VAPID keys in the database", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, admin: 403 }, (c) =>
      c.post("/api/push-notifications/register", { token: subscription("/ok/a"), platform: "web" }),
    );
    const owner = await as.owner.post("/api/push-notifications/register", {
      token: subscription("/ok/owner"),
    });
    expect(owner.status).toBe(201);
    const asText = JSON.stringify(subscription("/gone/subuser"));
    expect(
      (await as.subuser.post("/api/push-notifications/register", { token: asText, platform: "web" })).status,
    ).toBe(201);
    expect((await as.owner.post("/api/push-notifications/register", { token: "kein-json" })).status).toBe(
      400,
    );
    const [stored] = await ctx.db.select().from(appSettings).where(eq(appSettings.key, "vapid"));
    expect((stored?.value as { publicKey: string } | undefined)?.publicKey).toBe(owner.body.publicKey);
    const status = await as.subuser.get("/api/push-notifications/status");
    expect(status.body).toMatchObject({ devices: 2, scheduler: { isRunning: false } });
    const devices = await as.owner.get("/api/push-notifications/devices");
    expect(devices.body.devices).toHaveLength(2);
    expect(JSON.stringify(devices.body)).not.toContain("p256dh");
    expect((await as.otherOwner.get("/api/push-notifications/status")).body).toMatchObject({ devices: 0 });
  });

  it("sends a test push signed with VAPID and removes a subscription the push service calls gone (410)", async () => {
    const response = await as.owner.post("/api/push-notifications/test", { message: "Hallo" });
    expect(response.body).toMatchObject({ success: true, sent: 1, removed: 1, failed: 0 });
    await receivedAtLeast(1);
    expect(received[0]?.path).toBe("/ok/owner");
    expect(received[0]?.authorization).toMatch(/^vapid t=.+, k=/);
    expect(received[0]?.encoding).toBe("aes128gcm");
    expect(await ctx.db.select().from(pushSubscriptions)).toHaveLength(1);
  });

  it("pushes a new reservation to the restaurant's devices through the outbox", async () => {
    const before = received.length;
    await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, booking());
    const worker = createOutboxWorker({
      db: ctx.db,
      transport: { description: "keine", send: async () => {} },
      logger: silentLogger,
      now: ctx.clock.now,
      push: (push) => ctx.app.deps.push.sendToRestaurant(push.restaurantId, push.message),
    });
    const { sent } = await worker.runOnce();
    expect(sent).toBeGreaterThanOrEqual(3);
    await receivedAtLeast(before + 1);
  });

  it("starts and stops the automatic test (one message per interval)", async () => {
    const before = received.length;
    const started = await as.owner.post("/api/push-notifications/start-auto-test");
    expect(started.body).toMatchObject({ scheduler: { isRunning: true } });
    expect((await as.owner.get("/api/push-notifications/status")).body).toMatchObject({
      scheduler: { isRunning: true },
    });
    await receivedAtLeast(before + 1);
    const stopped = await as.owner.post("/api/push-notifications/stop-auto-test");
    expect(stopped.body).toMatchObject({ scheduler: { isRunning: false } });
    expect((await as.owner.get("/api/push-notifications/status")).body).toMatchObject({
      scheduler: { isRunning: false },
    });
  });
});
