import { gunzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppBindings } from "../app/types.ts";
import { compressible, compression } from "./compression.ts";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Tisch ${i}` })) };
const app = new Hono<AppBindings>();
app.use("*", compression);
app.get("/big", (c) => c.json(big));
// A body that states its length (as files do) below the threshold.
app.get("/small", (c) =>
  c.body("x".repeat(100), 200, { "Content-Type": "text/plain", "Content-Length": "100" }),
);
app.get("/encoded", (c) =>
  c.body("schon gepackt", 200, { "Content-Type": "text/plain", "Content-Encoding": "br" }),
);
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

  it("given a client without Accept-Encoding, only identity, or no-transform, sends JSON as it is", async () => {
    for (const [path, accept] of [
      ["/big", undefined],
      ["/big", "identity"],
      ["/no-transform", "gzip"],
    ] as const) {
      const response = await get(path, accept);
      expect(response.headers.get("content-encoding"), `${path} ${accept}`).toBeNull();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(big);
    }
    expect((await get("/big")).headers.get("vary")).toBe("Accept-Encoding");
  });

  it("given a body below the threshold that states its length, or one already encoded, leaves it alone", async () => {
    const small = await get("/small", "gzip");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.text()).toBe("x".repeat(100));
    const encoded = await get("/encoded", "gzip");
    expect(encoded.headers.get("content-encoding")).toBe("br");
    expect(await encoded.text()).toBe("schon gepackt");
  });

  it("given a HEAD request, compresses nothing", async () => {
    const response = await app.request("/big", { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBeNull();
  });

  it("given text that is not JSON, compresses it as well", async () => {
    const response = await get("/text", "gzip");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe("x".repeat(4000));
  });

  it("given gzip refused by q=0, sends deflate", async () => {
    const response = await get("/big", "gzip;q=0, deflate");
    expect(response.headers.get("content-encoding")).toBe("deflate");
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
