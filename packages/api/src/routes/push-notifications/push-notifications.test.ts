import { createECDH, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { appSettings, pushSubscriptions, restaurants } from "../../db/schema/index.ts";
import { silentLogger } from "../../lib/logger.ts";
import { createOutboxWorker } from "../../mail/worker.ts";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
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
// The stand-in is allowed explicitly, as a test-only extra push service host; nothing else local is.
const standIn = new URL(base).host;
const ctx = await setupTestContext({
  pushAgent: agent,
  allowedPushHosts: [standIn],
});
const chromeOnAndroid =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

const subscription = (path: string, origin = base) => ({
  endpoint: `${origin}${path}`,
  expirationTime: null,
  keys: {
    p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  },
});

const { cast, as } = signedInCast(ctx);
beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [4]);
});

describe("web push", () => {
  it("registers devices of a restaurant's staff only and keeps the VAPID keys in the database", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, admin: 403 }, (c) =>
      c.post("/api/push-notifications/register", { token: subscription("/ok/a"), platform: "web" }),
    );
    const owner = await as.owner.post(
      "/api/push-notifications/register",
      { token: subscription("/ok/owner") },
      { headers: { "User-Agent": chromeOnAndroid } },
    );
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
    expect((await as.otherOwner.get("/api/push-notifications/status")).body).toMatchObject({ devices: 0 });
  });

  it("given an endpoint that is not a browser's push service, answers 400 in German and stores nothing", async () => {
    const before = await ctx.db.select().from(pushSubscriptions);
    const local = `https://localhost:${new URL(base).port}`;
    for (const endpoint of [
      `${local}/ok/sneaky`,
      "https://127.0.0.1/ok/x",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.1/intern",
      "https://[::1]/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evil.example/fcm/send/x",
    ]) {
      const token = { ...subscription(""), endpoint };
      for (const sent of [token, JSON.stringify(token)]) {
        const response = await as.subuser.post("/api/push-notifications/register", {
          token: sent,
          platform: "web",
        });
        expect({ endpoint, status: response.status, body: response.body }).toMatchObject({
          endpoint,
          status: 400,
          body: {
            success: false,
            code: "push_endpoint_refused",
            message:
              "Diese Push-Adresse wird nicht unterstützt. Bitte aktivieren Sie die Benachrichtigungen in Chrome, Edge, Firefox oder Safari.",
          },
        });
      }
    }
    // Plain http fails the subscription's schema already (400 as well).
    const http = { ...subscription(""), endpoint: "http://fcm.googleapis.com/fcm/send/x" };
    expect((await as.subuser.post("/api/push-notifications/register", { token: http })).status).toBe(400);
    expect(await ctx.db.select().from(pushSubscriptions)).toEqual(before);
  });

  it("given a stored endpoint that is no push service, never posts to it: removes it and logs its host only", async () => {
    const local = `https://localhost:${new URL(base).port}`;
    const bad = subscription("/evil/geheimes-token", local);
    const [row] = await ctx.db
      .insert(pushSubscriptions)
      .values({
        restaurantId: cast.otherRestaurant.id,
        userId: cast.otherOwner.id,
        endpoint: bad.endpoint,
        subscription: bad,
      })
      .returning();
    const response = await as.otherOwner.post("/api/push-notifications/test");
    expect(response.body).toMatchObject({ sent: 0, removed: 1, failed: 0 });
    expect(received.some((push) => push.path.startsWith("/evil/"))).toBe(false);
    expect(
      await ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, row?.id ?? "")),
    ).toEqual([]);
    const entry = ctx.logger.entries.find((e) => e.msg === "push endpoint refused and removed");
    expect(entry).toMatchObject({ level: "warn", host: new URL(local).host, reason: "address" });
    expect(JSON.stringify(ctx.logger.entries)).not.toContain("geheimes-token");
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

  it("starts and stops the automatic test: one message per interval, the same state on every process", async () => {
    const interval = 60_000;
    const otherProcess = ctx.build({ pushAgent: agent, allowedPushHosts: [standIn] });
    const autoTest = ctx.app.deps.pushAutoTest;
    const before = received.length;
    const started = await as.owner.post("/api/push-notifications/start-auto-test");
    expect(started.body).toMatchObject({ scheduler: { isRunning: true } });
    expect((await as.owner.get("/api/push-notifications/status")).body).toMatchObject({
      scheduler: { isRunning: true },
    });
    expect(await otherProcess.deps.pushAutoTest.isRunning(cast.restaurant.id)).toBe(true);
    // Nothing before the first interval; then one message, and the next only an interval later.
    expect(await autoTest.runDue(ctx.clock.now())).toBe(0);
    ctx.clock.advance(interval);
    expect(await autoTest.runDue(ctx.clock.now())).toBe(1);
    await receivedAtLeast(before + 1);
    expect(await otherProcess.deps.pushAutoTest.runDue(ctx.clock.now())).toBe(0);
    ctx.clock.advance(interval - 1);
    expect(await autoTest.runDue(ctx.clock.now())).toBe(0);
    ctx.clock.advance(1);
    expect(await otherProcess.deps.pushAutoTest.runDue(ctx.clock.now())).toBe(1);
    await receivedAtLeast(before + 2);

    const stopped = await as.owner.post("/api/push-notifications/stop-auto-test");
    expect(stopped.body).toMatchObject({ scheduler: { isRunning: false } });
    expect((await as.owner.get("/api/push-notifications/status")).body).toMatchObject({
      scheduler: { isRunning: false },
    });
    expect(await otherProcess.deps.pushAutoTest.isRunning(cast.restaurant.id)).toBe(false);
    ctx.clock.advance(interval);
    expect(await autoTest.runDue(ctx.clock.now())).toBe(0);
  });

  it("stamps the test and the automatic test with the restaurant's date and time, not UTC", async () => {
    const before = ctx.clock.now();
    const send = vi
      .spyOn(ctx.app.deps.push, "sendToRestaurant")
      .mockResolvedValue({ sent: 0, removed: 0, failed: 0 });
    await ctx.db
      .update(restaurants)
      .set({ timeZone: "Asia/Tokyo" })
      .where(eq(restaurants.id, cast.restaurant.id));
    try {
      // 20:30 UTC on 12 May is 05:30 on 13 May in Tokyo.
      ctx.clock.set("2026-05-12T20:30:00.000Z");
      await as.owner.post("/api/push-notifications/test", { message: "Hallo" });
      expect(send).toHaveBeenLastCalledWith(cast.restaurant.id, {
        title: "Push-Benachrichtigungen",
        body: "Hallo · 13.05.2026, 05:30 Uhr",
        tag: "test",
      });
      await as.owner.post("/api/push-notifications/start-auto-test");
      ctx.clock.advance(60_000);
      expect(await ctx.app.deps.pushAutoTest.runDue(ctx.clock.now())).toBe(1);
      expect(send).toHaveBeenLastCalledWith(cast.restaurant.id, {
        title: "Tischservice",
        body: "Automatische Testnachricht · 13.05.2026, 05:31 Uhr",
        tag: "auto-test",
      });
    } finally {
      await as.owner.post("/api/push-notifications/stop-auto-test");
      await ctx.db
        .update(restaurants)
        .set({ timeZone: "Europe/Berlin" })
        .where(eq(restaurants.id, cast.restaurant.id));
      send.mockRestore();
      ctx.clock.set(before);
    }
  });
});

describe("your devices", () => {
  const firefoxOnWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0";
  type Device = { _id: string; label: string; platform: string; created_at: string };
  const devicesOf = async (client: TestClient) =>
    (await client.get("/api/push-notifications/devices")).body.devices as Device[];

  it("lists each staff member's own devices by name and date, never an endpoint or key", async () => {
    const fcm = await as.owner.post(
      "/api/push-notifications/register",
      { token: subscription("/fcm/send/echtes-geraet", "https://fcm.googleapis.com"), platform: "web" },
      { headers: { "User-Agent": chromeOnAndroid } },
    );
    expect(fcm.status).toBe(201);
    const mine = await as.subuser.post(
      "/api/push-notifications/register",
      { token: subscription("/ok/kellner-laptop"), platform: "web" },
      { headers: { "User-Agent": firefoxOnWindows } },
    );
    expect(mine.status).toBe(201);
    await expectStatuses(as, { anonymous: 401, customer: 403, admin: 403 }, (c) =>
      c.get("/api/push-notifications/devices"),
    );
    const owners = await as.owner.get("/api/push-notifications/devices");
    expect(owners.body.devices).toEqual([
      {
        _id: expect.any(String),
        label: "Chrome auf Android",
        platform: "web",
        created_at: expect.any(String),
      },
      {
        _id: expect.any(String),
        label: "Chrome auf Android",
        platform: "web",
        created_at: expect.any(String),
      },
    ]);
    for (const secret of ["endpoint", "p256dh", "auth", "fcm.googleapis.com", "127.0.0.1"]) {
      expect(owners.text).not.toContain(secret);
    }
    expect(await devicesOf(as.subuser)).toEqual([
      {
        _id: expect.any(String),
        label: "Firefox auf Windows",
        platform: "web",
        created_at: expect.any(String),
      },
    ]);
    expect(await devicesOf(as.otherOwner)).toEqual([]);
  });

  it("removes only the caller's own device (admins any); another's answers 404 and changes nothing", async () => {
    const [waiterDevice] = await devicesOf(as.subuser);
    const ownerDevices = await devicesOf(as.owner);
    const path = `/api/push-notifications/devices/${waiterDevice?._id}`;
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 404, owner: 404 }, (c) =>
      c.delete(path),
    );
    expect(await devicesOf(as.subuser)).toHaveLength(1);
    const removed = await as.subuser.delete(path);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: "Gerät entfernt." });
    expect(await devicesOf(as.subuser)).toEqual([]);
    const again = await as.subuser.delete(path);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Gerät nicht gefunden.");
    expect(await devicesOf(as.owner)).toEqual(ownerDevices);

    const fcmDevice = ownerDevices[1];
    expect((await as.admin.delete(`/api/push-notifications/devices/${fcmDevice?._id}`)).status).toBe(200);
    expect(await devicesOf(as.owner)).toEqual(ownerDevices.slice(0, 1));
    const rows = await ctx.db.select().from(pushSubscriptions);
    expect(rows.some((row) => row.endpoint.startsWith("https://fcm.googleapis.com"))).toBe(false);
  });
});
