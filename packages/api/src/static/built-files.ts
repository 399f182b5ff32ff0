import { statSync } from "node:fs";
import { relative, sep } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { etag, RETAINED_304_HEADERS } from "hono/etag";

/** Files whose name changes with their content: kept by browsers and CDNs for a year, never asked again. */
export const CACHE_HASHED = "public, max-age=31536000, immutable";
/** Pages: asked again on every visit (a 304 while unchanged), so a new build shows at once. */
export const CACHE_PAGE = "no-cache";
/** Other files under a fixed name (sw.js, the web manifest, icons, robots.txt): an hour. */
export const CACHE_FIXED_NAME = "public, max-age=3600";
/** widget.js, the snippet restaurants paste: a new build reaches their guests within five minutes. */
export const CACHE_WIDGET_LOADER = "public, max-age=300";

/**
 * How long a built app's file may be cached, by its path inside the build: Vite writes content-hashed
 * files only into `assets/`; pages and everything else keep their names from build to build.
 */
export function appFileCacheControl(file: string): string {
  if (file.endsWith(".html")) return CACHE_PAGE;
  return file.startsWith(`assets${sep}`) ? CACHE_HASHED : CACHE_FIXED_NAME;
}

/** Lets the widget's files be loaded by the restaurants' own sites (module scripts load with CORS). */
export const widgetCors = { "Access-Control-Allow-Origin": "*" };

/** A 304 keeps the CORS header: the widget's files are revalidated from other sites too. */
const conditional = etag({ retainedHeaders: [...RETAINED_304_HEADERS, "access-control-allow-origin"] });

export interface BuiltFilesOptions {
  root: string;
  /** The file's path in `root` for a URL path (default: the URL path itself). */
  rewriteRequestPath?: (path: string) => string;
  /** One file (relative to `root`) for every request: widget.js, the dashboard's index.html. */
  path?: string;
  /** `Cache-Control` by the file's path relative to `root`. */
  cacheControl: (file: string) => string;
  headers?: Record<string, string>;
}

/**
 * The handlers that answer GET and HEAD from the files under `root`: `serveStatic` sends the file, or its
 * `.br`/`.gz` copy written at build time (`scripts/precompress.mjs`) to a client that accepts it, with
 * `Content-Encoding` and `Vary`; then `Cache-Control`, the extra headers and an ETag (size and modification
 * time of what was sent) are added, and `etag` answers 304 to a request that names it. A missing file goes
 * on to the next handler.
 */
export function builtFiles({
  root,
  rewriteRequestPath,
  path,
  cacheControl,
  headers = {},
}: BuiltFilesOptions) {
  const sent = new WeakMap<Context, string>();
  const serve = serveStatic({
    root,
    precompressed: true,
    ...(path === undefined ? {} : { path }),
    ...(rewriteRequestPath ? { rewriteRequestPath } : {}),
    onFound: (file, c) => {
      sent.set(c, file);
    },
  });
  const describe: MiddlewareHandler = async (c, next) => {
    await next();
    const file = sent.get(c);
    if (!file) return;
    const answer = c.res.headers;
    const encoded = answer.has("Content-Encoding");
    const original = encoded ? file.replace(/\.(br|gz|zst)$/, "") : file;
    answer.set("Cache-Control", cacheControl(relative(root, original)));
    for (const [name, value] of Object.entries(headers)) answer.set(name, value);
    // Whether a copy is compressed depends on the request's Accept-Encoding, for every file of a build.
    if (!/accept-encoding/i.test(answer.get("Vary") ?? "")) answer.append("Vary", "Accept-Encoding");
    const stats = statSync(file, { throwIfNoEntry: false });
    if (stats) answer.set("ETag", `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`);
  };
  return [conditional, describe, serve] as const;
}
