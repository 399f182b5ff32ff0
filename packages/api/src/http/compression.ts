import { compress } from "hono/compress";
import { createMiddleware } from "hono/factory";

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
const honoCompress = compress({ contentTypeFilter: compressible, threshold: COMPRESS_THRESHOLD });

/**
 * `honoCompress` with `Vary: Accept-Encoding` written onto the answer's headers before it looks: it adds
 * the header itself with `c.header`, which rebuilds a finished answer from its body, and every JSON answer
 * would then leave the server the slow way (as a stream), even one sent uncompressed.
 */
export const compression = createMiddleware((c, next) =>
  honoCompress(c, async () => {
    await next();
    const headers = c.res.headers;
    const type = headers.get("Content-Type");
    const vary = headers.get("Vary");
    if (type && compressible(type) && vary !== "*" && !/accept-encoding/i.test(vary ?? ""))
      headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }),
);
