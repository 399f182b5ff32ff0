import { gunzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressible, compression } from "./compression.ts";
import type { AppBindings } from "./types.ts";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Tisch ${i}` })) };
const app = new Hono<AppBindings>();
app.use("*", compression);
app.get("/big", (c) => c.json(big));
app.get("/small", (c) => c.json({ port: 3001 }));
app.get("/no-transform", (c) => {
  c.header("Cache-Control", "no-transform");
  return c.json(big);
});
app.get("/text", (c) => c.text("x".repeat(4000)));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, acceptEncoding ? { headers: { "Accept-Encoding": acceptEncoding } } : {});

describe("compression", () => {
  it("given a large JSON answer and a client accepting gzip, sends it gzipped with Vary", async () => {
    const response = await get("/big", "gzip, deflate, br");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(JSON.parse(body)).toEqual(big);
  });

  it("given a client preferring deflate, sends deflate", async () => {
    const response = await get("/big", "gzip;q=0.5, deflate");
    expect(response.headers.get("content-encoding")).toBe("deflate");
    expect(JSON.parse(inflateSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(big);
  });

  it("given a small answer, a client without Accept-Encoding or no-transform, sends it as it is", async () => {
    for (const [path, accept] of [
      ["/small", "gzip"],
      ["/big", undefined],
      ["/big", "identity"],
      ["/no-transform", "gzip"],
    ] as const) {
      const response = await get(path, accept);
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(path === "/small" ? { port: 3001 } : big);
    }
    expect((await get("/small")).headers.get("vary")).toBe("Accept-Encoding");
  });

  it("given what is not JSON, leaves it to the streaming compression", async () => {
    const response = await get("/text", "gzip");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe("x".repeat(4000));
  });

  it("chooses by q-values, * included", () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("br")).toBeNull();
    expect(chooseEncoding("*")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0, *;q=0.1")).toBe("deflate");
    expect(chooseEncoding("deflate;q=1, gzip;q=0.9")).toBe("deflate");
  });
});

describe("compressible types", () => {
  it("given the types of the built apps, compresses text and leaves images, fonts and live streams", () => {
    for (const type of [
      "text/html; charset=utf-8",
      "text/javascript; charset=utf-8",
      "text/css",
      "image/svg+xml",
      "application/json",
      "application/manifest+json",
    ])
      expect(compressible(type), type).toBe(true);
    for (const type of [
      "image/png",
      "font/woff2",
      "image/webp",
      "application/octet-stream",
      "text/event-stream",
    ])
      expect(compressible(type), type).toBe(false);
  });
});
