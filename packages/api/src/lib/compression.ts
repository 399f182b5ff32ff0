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
