import { compress } from "hono/compress";

/** Bodies below this size go out as they are (a header costs more than it saves). */
export const COMPRESS_THRESHOLD = 1024;

/** Text worth compressing: pages, scripts, styles, JSON (a web manifest too), XML and SVG; not live streams. */
export const compressible = (type: string) =>
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json)|image\/svg)/.test(type);

/**
 * Hono's `compress`: gzip or deflate as the client's `Accept-Encoding` prefers, `Vary: Accept-Encoding`
 * on what it may compress, nothing for answers that are already encoded (precompressed files), partial,
 * HEAD or `no-transform`. Its threshold applies only to answers that state their length; a JSON answer
 * of unknown length is compressed whatever its size. Brotli and zstd are left to a reverse proxy in
 * front (see the API's README).
 */
export const compression = compress({ contentTypeFilter: compressible, threshold: COMPRESS_THRESHOLD });

/**
 * gzip or deflate, as the client's `Accept-Encoding` prefers (q-values honoured, `*` included); else
 * null. Only for the in-memory file answers that compress on their own; it goes with them.
 */
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
