import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createMemoryLogger } from "./logger.ts";
import { ReadyJson, readyJsonBody, responseFrame } from "./response-frame.ts";
import type { AppBindings, AppDeps } from "./types.ts";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ i, text: "Tisch am Fenster" })) };
const readyOk = new ReadyJson('{"ok":true}');
const readyBig = new ReadyJson(JSON.stringify(big));

function frameApp(publicOrigin: string) {
  const logger = createMemoryLogger();
  // The frame reads only these two of the dependencies.
  const deps = { publicOrigin, logger } as Partial<AppDeps> as AppDeps;
  const app = new Hono<AppBindings>();
  app.use("*", responseFrame(deps));
  for (const prefix of ["/api/restaurants", "/api/users", "/plain"]) {
    // The plain way: nothing set a header before the answer.
    app.get(`${prefix}/plain`, (c) => c.json({ ok: true }, 200));
    app.get(`${prefix}/text`, (c) => c.body('{"ok":true}', 200, { "Content-Type": "application/json" }));
    app.get(`${prefix}/big`, (c) => c.json(big, 200));
    // A kept answer (the caches'): sent as its bytes, compressed once.
    app.get(`${prefix}/ready`, (c) =>
      c.body(readyJsonBody(readyOk), 200, { "Content-Type": "application/json" }),
    );
    app.get(`${prefix}/ready-big`, (c) =>
      c.body(readyJsonBody(readyBig), 200, { "Content-Type": "application/json" }),
    );
    // The general way: a header set by the handler.
    app.get(`${prefix}/general`, (c) => {
      c.header("X-Extra", "1");
      return c.json({ ok: true }, 200);
    });
    app.get(`${prefix}/page`, (c) => c.html("<!doctype html><title>Seite</title>"));
    app.get(`${prefix}/general-big`, (c) => {
      c.header("X-Extra", "1");
      return c.json(big, 200);
    });
  }
  return { app, logger };
}

const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name !== "x-request-id" && name !== "x-extra"));

describe("response frame", () => {
  it.each([
    ["http://localhost:3001", "/api/users"],
    ["http://localhost:3001", "/api/restaurants"],
    ["http://localhost:3001", "/plain"],
    ["https://tischservice.example", "/api/restaurants"],
  ])(
    "given %s and %s, a plain JSON answer carries exactly the headers of one built the general way",
    async (origin, prefix) => {
      const { app } = frameApp(origin);
      const general = await app.request(`${prefix}/general`);
      expect(general.headers.get("x-content-type-options")).toBe("nosniff");
      for (const path of ["plain", "text", "ready"]) {
        const plain = await app.request(`${prefix}/${path}`);
        expect(plain.status).toBe(200);
        expect(await plain.json()).toEqual({ ok: true });
        expect(headersOf(plain)).toEqual(headersOf(general));
        expect(plain.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      }
    },
  );

  it("given the widget's public call over https, sends its CORS header, no-store, the data's security headers and HSTS", async () => {
    const { app } = frameApp("https://tischservice.example");
    const response = await app.request("/api/restaurants/plain");
    expect(headersOf(response)).toEqual({
      "access-control-allow-origin": "*",
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "content-type": "application/json",
      "cross-origin-resource-policy": "same-origin",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
    });
  });

  it("given an answer that is not JSON, sends the document's security headers as well", async () => {
    const { app } = frameApp("http://localhost:3001");
    const response = await app.request("/plain/page");
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("permissions-policy")).toBe(
      "camera=(), microphone=(), geolocation=(), payment=()",
    );
  });

  it("given a large plain JSON answer and a client accepting gzip, compresses it like the general way", async () => {
    const { app } = frameApp("http://localhost:3001");
    const init = { headers: { "Accept-Encoding": "gzip" } };
    const plain = await app.request("/api/users/big", init);
    const general = await app.request("/api/users/general-big", init);
    expect(plain.headers.get("content-encoding")).toBe("gzip");
    const withoutLength = (response: Response) => {
      const { "content-length": _length, ...rest } = headersOf(response);
      return rest;
    };
    expect(withoutLength(plain)).toEqual(withoutLength(general));
    expect(JSON.parse(gunzipSync(Buffer.from(await plain.arrayBuffer())).toString())).toEqual(big);
    const ready = [
      await app.request("/api/users/ready-big", init),
      await app.request("/api/users/ready-big", init),
    ];
    const bodies: Buffer[] = [];
    for (const response of ready) {
      expect(withoutLength(response)).toEqual(withoutLength(general));
      bodies.push(Buffer.from(await response.arrayBuffer()));
    }
    expect(JSON.parse(gunzipSync(bodies[0] ?? Buffer.alloc(0)).toString())).toEqual(big);
    expect(bodies[1]).toEqual(bodies[0]);
    // Without compression: the text's bytes as they are.
    expect(await (await app.request("/api/users/ready-big")).json()).toEqual(big);
  });

  it("given answers of either way, logs one line each with method, path, status and duration", async () => {
    const { app, logger } = frameApp("http://localhost:3001");
    await app.request("/api/users/plain");
    await app.request("/api/users/general");
    expect(logger.entries.map(({ msg, method, path, status }) => ({ msg, method, path, status }))).toEqual([
      { msg: "request", method: "GET", path: "/api/users/plain", status: 200 },
      { msg: "request", method: "GET", path: "/api/users/general", status: 200 },
    ]);
    expect(logger.entries.every((entry) => typeof entry.durationMs === "number")).toBe(true);
  });
});
