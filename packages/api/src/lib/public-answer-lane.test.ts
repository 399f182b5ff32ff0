import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Cast, seedCast } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { publicAnswerLane, type RequestListener } from "./public-answer-lane.ts";

const ctx = await setupTestContext();
let cast: Cast;

/** An HTTP server on a free port of 127.0.0.1 around `listener`. */
async function listen(listener: RequestListener): Promise<{ base: string; server: Server }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

// The app's own listener (what Hono answers), counted, and the lane in front of it.
const appListener = getRequestListener(ctx.app.fetch);
const reachedApp = vi.fn();
const withLane = await listen(
  publicAnswerLane(ctx.app.deps, (req, res) => {
    reachedApp(req.url);
    appListener(req, res);
  }),
);
const withoutLane = await listen(appListener);
afterAll(() => Promise.all([withLane, withoutLane].map(({ server }) => server.close())));

beforeEach(async () => {
  await resetDatabase(ctx.db);
  ctx.app.deps.publicAnswers.clear();
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  cast = await seedCast(ctx.db);
  reachedApp.mockClear();
});

/** Asks until the answer is kept and the lane answers it (the first read starts listening on the restaurant). */
async function keep(path: string) {
  await vi.waitFor(
    async () => {
      reachedApp.mockClear();
      await (await fetch(`${withLane.base}${path}`)).arrayBuffer();
      expect(reachedApp).not.toHaveBeenCalled();
    },
    { timeout: 10_000 },
  );
  reachedApp.mockClear();
}

/** What an answer says, without what differs per answer (its id, the date). */
const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name !== "x-request-id" && name !== "date"));

describe("public answer lane", () => {
  const paths = () => [
    `/api/restaurants/${cast.restaurant.id}`,
    `/api/restaurantconfigs/${cast.restaurant.id}`,
    `/api/special-hours/${cast.owner.id}`,
    `/api/simple-timeslots/${cast.restaurant.id}/2026-05-13/2`,
  ];

  it("given a kept answer, answers it in front of the app with the app's very bytes and headers", async () => {
    for (const path of paths()) {
      await keep(path);
      for (const accept of [undefined, "gzip, deflate, br", "deflate"]) {
        const headers: Record<string, string> = accept ? { "Accept-Encoding": accept } : {};
        reachedApp.mockClear();
        const lane = await fetch(`${withLane.base}${path}`, { headers });
        expect(reachedApp, path).not.toHaveBeenCalled();
        const app = await fetch(`${withoutLane.base}${path}`, { headers });
        expect(lane.status, path).toBe(200);
        expect(headersOf(lane), `${path} ${accept}`).toEqual(headersOf(app));
        expect(lane.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
        expect(Buffer.from(await lane.arrayBuffer()), path).toEqual(Buffer.from(await app.arrayBuffer()));
      }
    }
  });

  it("given a large kept answer and gzip, sends it compressed, as the app does", async () => {
    const path = `/api/simple-timeslots/${cast.restaurant.id}/2026-05-13/2`;
    await keep(path);
    // fetch decompresses on its own; the raw bytes come through node:http.
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      import("node:http").then(({ get }) =>
        get(`${withLane.base}${path}`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }),
          );
        }).on("error", reject),
      );
    });
    const plain = await (await fetch(`${withoutLane.base}${path}`)).text();
    if (plain.length >= 1024) {
      expect(raw.encoding).toBe("gzip");
      expect(gunzipSync(raw.body).toString()).toBe(plain);
    } else {
      expect(raw.encoding).toBeUndefined();
      expect(raw.body.toString()).toBe(plain);
    }
    expect(reachedApp).not.toHaveBeenCalled();
  });

  it("given a request the lane does not answer, hands it to the app", async () => {
    const path = `/api/restaurants/${cast.restaurant.id}`;
    await keep(path);
    const cases: Array<[string, RequestInit]> = [
      // A session cookie: the session is read by the app (a signed-in answer may differ).
      [path, { headers: { Cookie: "ts_session=abc" } }],
      [path, { headers: { Cookie: "__Host-ts_session=abc" } }],
      [path, { method: "HEAD" }],
      // Hono decodes such a path; the lane leaves it to Hono.
      [path.replace("restaurants", "restaur%61nts"), {}],
      [`/api/restaurants/${cast.restaurant.id}/`, {}],
      ["/api/health", {}],
      ["/port-info.json", {}],
    ];
    for (const [asked, init] of cases) {
      reachedApp.mockClear();
      const response = await fetch(`${withLane.base}${asked}`, init);
      await response.arrayBuffer();
      expect(reachedApp, `${asked} ${JSON.stringify(init)}`).toHaveBeenCalledTimes(1);
    }
  });

  it("given an answer no longer kept, the app answers it afresh", async () => {
    const path = `/api/restaurants/${cast.restaurant.id}`;
    await keep(path);
    ctx.app.deps.publicAnswers.clear();
    const response = await fetch(`${withLane.base}${path}`);
    expect(response.status).toBe(200);
    expect(reachedApp).toHaveBeenCalledTimes(1);
  });

  it("given answers from the lane, logs one request line each, as the app does", async () => {
    const path = `/api/restaurants/${cast.restaurant.id}`;
    await keep(path);
    const before = ctx.logger.entries.length;
    await (await fetch(`${withLane.base}${path}`)).arrayBuffer();
    expect(reachedApp).not.toHaveBeenCalled();
    expect(ctx.logger.entries.slice(before)).toEqual([
      expect.objectContaining({
        msg: "request",
        method: "GET",
        path,
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
  });
});
