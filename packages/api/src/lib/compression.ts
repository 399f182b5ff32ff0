import { promisify } from "node:util";
import { deflate, gzip } from "node:zlib";
import { compress } from "hono/compress";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "./types.ts";

export const gzipAsync = promisify(gzip);
export const deflateAsync = promisify(deflate);

/** Bodies below this size go out as they are (a header costs more than it saves). */
export const COMPRESS_THRESHOLD = 1024;

/** Text worth compressing: pages, scripts, styles, JSON (a web manifest too), XML and SVG; not live streams. */
export const compressible = (type: string) =>
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json)|image\/svg)/.test(type);

/** Streams and files (not JSON): Hono's streaming compression. */
const streaming = compress({ contentTypeFilter: compressible, threshold: COMPRESS_THRESHOLD });

/** gzip or deflate, as the client's `Accept-Encoding` prefers (q-values honoured, `*` included); else null. */
export function chooseEncoding(header: string | undefined): "gzip" | "deflate" | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(name.trim(), qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const of = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  const gz = of("gzip");
  const df = of("deflate");
  if (gz > 0 && gz >= df) return "gzip";
  return df > 0 ? "deflate" : null;
}

/**
 * Response compression. JSON answers (every API answer) are compressed whole, off the event loop, into a
 * byte body, and only when the client accepts it and the body reaches the threshold. Hono's own
 * `compress()` touches every answer (its `Vary` header turns @hono/node-server's light string response into
 * a web stream, written chunk by chunk) and costed most of a small answer's time; it still handles what is
 * not JSON (files), where a stream is what goes out anyway.
 */
export const compression = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/json")) return streaming(c, async () => {});
  const headers = res.headers;
  if (res.status === 204 || res.status === 206 || c.req.method === "HEAD" || headers.has("Content-Encoding"))
    return;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get("Cache-Control") ?? "")) return;
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    headers.set("Vary", `${vary}, Accept-Encoding`);
  const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
  if (!encoding) return;
  const text = await res.text();
  const bytes = Buffer.from(text);
  let body: Uint8Array = bytes;
  if (bytes.byteLength >= COMPRESS_THRESHOLD) {
    body = new Uint8Array(await (encoding === "gzip" ? gzipAsync(bytes) : deflateAsync(bytes)));
    headers.set("Content-Encoding", encoding);
  }
  headers.delete("Content-Length");
  // `c.res = x` over an existing answer copies x through its body stream; clearing it first keeps the byte
  // body (and @hono/node-server's direct write of it).
  const fresh = new Response(body, { status: res.status, headers });
  c.res = undefined;
  c.res = fresh;
});
