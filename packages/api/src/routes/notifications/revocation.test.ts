import { createECDH, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../../auth/tokens.ts";
import { pushSubscriptions, sessions } from "../../db/schema/index.ts";
import { type Cast, PASSWORD, seedCast } from "../../test/fixtures.ts";
import { type EventStream, openEventStream } from "../../test/sse.ts";
import type { TestClient } from "../../test/test-client.ts";
import { setupTestContext } from "../../test/test-context.ts";
import { resetDatabase } from "../../test/test-database.ts";

// Keepalives far apart: a stream that closes within the test closed on the announcement, not the safety net.
const ctx = await setupTestContext({ keepaliveMs: 60_000 });
// Two processes of the service: two apps on one database, each with its own event bus.
const instanceA = ctx.app;
const instanceB = ctx.build();
let cast: Cast;

beforeEach(async () => {
  await resetDatabase(ctx.db);
  await ctx.rateLimiter.clear();
  cast = await seedCast(ctx.db);
});

/** Settles with "ended" when the stream ends within `ms`, else with "open". */
function endsWithin(stream: EventStream, ms: number): Promise<"ended" | "open"> {
  let timer: NodeJS.Timeout | undefined;
  const open = new Promise<"open">((resolve) => {
    timer = setTimeout(() => resolve("open"), ms);
  });
  return Promise.race([stream.ended.then(() => "ended" as const), open]).finally(() => clearTimeout(timer));
}

const listenPath = () => `/api/notifications/listen/${cast.restaurant.id}`;

async function openStream(client: TestClient, app = instanceA): Promise<EventStream> {
  const stream = await openEventStream(app, client, listenPath());
  expect(stream.status).toBe(200);
  await stream.next("connected");
  return stream;
}

const sessionIdOf = (client: TestClient) => hashToken(client.cookies.get("ts_session") ?? "");

async function subscribe(client: TestClient, userId: string, name: string) {
  await ctx.db.insert(pushSubscriptions).values({
    restaurantId: cast.restaurant.id,
    userId,
    sessionId: sessionIdOf(client),
    endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
    subscription: { endpoint: `https://fcm.googleapis.com/fcm/send/${name}`, keys: {} },
  });
}

const endpoints = async () =>
  (await ctx.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions))
    .map((row) => row.endpoint.split("/").at(-1))
    .sort();

describe("revocation on every process", () => {
  it("given a sub-user's stream on instance A, closes it within 5 s when the owner deletes the sub-user on instance B", async () => {
    const subuser = await ctx.as("subuser", cast, instanceA);
    const owner = await ctx.as("owner", cast, instanceB);
    const stream = await openStream(subuser);
    expect((await owner.delete(`/api/users/subuser/${cast.subuser.id}`)).status).toBe(200);
    expect(await endsWithin(stream, 5000)).toBe("ended");
    expect((await subuser.get("/api/users/me")).status).toBe(401);
  });

  it("given an admin deactivating the owner on B, closes the owner's and the sub-user's streams on A", async () => {
    const owner = await ctx.as("owner", cast, instanceA);
    const subuser = await ctx.as("subuser", cast, instanceA);
    const admin = await ctx.as("admin", cast, instanceB);
    const streams = [await openStream(owner), await openStream(subuser)];
    const answer = await admin.request("PATCH", `/api/admin/users/${cast.owner.id}`, {
      json: { deactivated: true },
    });
    expect(answer.status).toBe(200);
    expect(await Promise.all(streams.map((stream) => endsWithin(stream, 5000)))).toEqual(["ended", "ended"]);
  });

  it("given Überall abmelden on B, ends every session of the caller and their streams on A; others stay", async () => {
    const firstBrowser = await ctx.as("owner", cast, instanceA);
    const secondBrowser = await ctx.as("owner", cast, instanceA);
    const caller = await ctx.as("owner", cast, instanceB);
    const subuser = await ctx.as("subuser", cast, instanceA);
    const ownerStreams = [await openStream(firstBrowser), await openStream(secondBrowser)];
    const subuserStream = await openStream(subuser);

    const answer = await caller.post("/api/users/logout-all");
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Sie wurden auf allen Geräten abgemeldet.");
    expect(answer.headers.getSetCookie().join()).toMatch(/ts_session=;/);
    expect(caller.cookies.has("ts_session")).toBe(false);

    expect(await Promise.all(ownerStreams.map((stream) => endsWithin(stream, 5000)))).toEqual([
      "ended",
      "ended",
    ]);
    for (const client of [firstBrowser, secondBrowser]) {
      expect((await client.get("/api/users/me")).status).toBe(401);
    }
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, cast.owner.id))).toHaveLength(0);
    // The sub-user's stream still delivers.
    expect((await subuser.post(`/api/notifications/test/${cast.restaurant.id}`)).status).toBe(200);
    await subuserStream.next("new_reservation");
    await subuserStream.close();
  });

  it("given Überall abmelden without a session, answers 401", async () => {
    expect((await ctx.client(instanceB).post("/api/users/logout-all")).status).toBe(401);
  });

  it("given a password change on B, closes the streams of the caller's other sessions on A and keeps its own", async () => {
    const other = await ctx.as("owner", cast, instanceA);
    const changer = await ctx.as("owner", cast, instanceB);
    const otherStream = await openStream(other);
    const ownStream = await openStream(changer, instanceB);
    const changed = await changer.post("/api/users/change-password", {
      userId: cast.owner.id,
      currentPassword: PASSWORD,
      newPassword: "Neu#Passwort1",
    });
    expect(changed.status).toBe(200);
    expect(await endsWithin(otherStream, 5000)).toBe("ended");
    expect(await endsWithin(ownStream, 200)).toBe("open");
    expect((await changer.get("/api/users/me")).status).toBe(200);
    await ownStream.close();
  });

  it("given a session ended without an announcement, the stream closes at its next keepalive", async () => {
    const watchful = ctx.build({ keepaliveMs: 100 });
    const subuser = await ctx.as("subuser", cast, watchful);
    const stream = await openStream(subuser, watchful);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`alter table sessions disable trigger sessions_ended_announce`);
      await tx.delete(sessions).where(eq(sessions.id, sessionIdOf(subuser)));
      await tx.execute(sql`alter table sessions enable trigger sessions_ended_announce`);
    });
    expect(await endsWithin(stream, 5000)).toBe("ended");
  });
});

describe("push subscriptions follow their session", () => {
  it("given a sign-out on one device, removes the subscriptions that session registered, not the other devices'", async () => {
    const phone = await ctx.as("owner", cast);
    const desk = await ctx.as("owner", cast);
    await subscribe(phone, cast.owner.id, "telefon");
    await subscribe(desk, cast.owner.id, "kasse");
    expect((await phone.post("/api/users/logout")).status).toBe(200);
    expect(await endpoints()).toEqual(["kasse"]);
  });

  it("given a device registered through the route, signing out on it removes its subscription", async () => {
    const phone = await ctx.as("subuser", cast);
    const endpoint = "https://fcm.googleapis.com/fcm/send/kellner-telefon";
    const keys = {
      p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
    };
    const registered = await phone.post("/api/push-notifications/register", {
      token: { endpoint, expirationTime: null, keys },
      platform: "web",
    });
    expect(registered.status).toBe(201);
    const [row] = await ctx.db.select().from(pushSubscriptions);
    expect(row?.sessionId).toBe(sessionIdOf(phone));
    await phone.post("/api/users/logout");
    expect(await ctx.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it("given a deleted sub-user, their subscriptions are gone; Überall abmelden removes all of the caller's", async () => {
    const subuser = await ctx.as("subuser", cast);
    const owner = await ctx.as("owner", cast);
    await subscribe(subuser, cast.subuser.id, "kellner");
    await subscribe(owner, cast.owner.id, "inhaber");
    await ctx.db.insert(pushSubscriptions).values({
      restaurantId: cast.restaurant.id,
      userId: cast.owner.id,
      endpoint: "https://fcm.googleapis.com/fcm/send/alt",
      subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/alt", keys: {} },
    });
    await owner.delete(`/api/users/subuser/${cast.subuser.id}`);
    expect(await endpoints()).toEqual(["alt", "inhaber"]);
    await owner.post("/api/users/logout-all");
    expect(await endpoints()).toEqual([]);
  });

  it("given expired sessions purged, their devices keep their subscriptions (unlinked)", async () => {
    const { purgeExpiredSessions } = await import("../../auth/sessions.ts");
    const owner = await ctx.as("owner", cast);
    await subscribe(owner, cast.owner.id, "inhaber");
    ctx.clock.advance(25 * 60 * 60 * 1000);
    expect((await purgeExpiredSessions(ctx.db, ctx.clock.now())).sessions).toBeGreaterThan(0);
    const [row] = await ctx.db.select().from(pushSubscriptions);
    expect(row?.sessionId).toBeNull();
    ctx.clock.set("2026-05-12T10:00:00.000Z");
  });
});
