import { createReadStream, type Stats, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { Readable } from "node:stream";
import type { Context, Env, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { COMPRESS_THRESHOLD, chooseEncoding, compressible } from "../lib/compression.ts";
import type { EncodedFiles } from "./encoded-files.ts";

const YEAR = 365 * 24 * 60 * 60;
/** Vite and Storybook put content-hashed files in `assets/` or name them `name-<hash>.ext`. */
const hashedFile =
  /(^|\/)assets\/|[.-][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|png|jpe?g|svg|webp|gif|avif|ico|map)$/;

function cacheControlFor(relativePath: string): string {
  if (relativePath.endsWith(".html")) return "no-cache";
  if (hashedFile.test(relativePath)) return `public, max-age=${YEAR}, immutable`;
  return "public, max-age=3600";
}

/** Resolves a URL path inside `root`, refusing anything that would leave it. */
function resolveInside(root: string, relativePath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const full = normalize(join(root, decoded));
  return full === root || full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : null;
}

/**
 * The file as an answer (ETag, 304, HEAD), or null when it is no file. With `files`, a text file is
 * answered from memory, gzip-compressed once for every client that accepts it (see `EncodedFiles`).
 */
export async function fileResponse<E extends Env>(
  c: Context<E>,
  file: string,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
  files?: EncodedFiles,
): Promise<Response | null> {
  // A synchronous stat: the built apps lie on the server's own disk, whose metadata the kernel has in
  // memory, and the promise version (the thread pool, a promise, its Stats with dates) cost widget.js about
  // a quarter of its time per request.
  let info: Stats | undefined;
  try {
    info = statSync(file, { throwIfNoEntry: false });
  } catch {
    // Not a path the system can look at (too long, a component not a folder): no file.
    return null;
  }
  if (!info?.isFile()) return null;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const type = getMimeType(file) ?? "application/octet-stream";
  const headers: Record<string, string> = {
    "Content-Type": type,
    "Cache-Control": cacheControl,
    ETag: etag,
    ...extraHeaders,
  };
  if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers });
  headers["Content-Length"] = String(info.size);
  if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
  if (files && compressible(type)) {
    const gzipped =
      info.size >= COMPRESS_THRESHOLD && chooseEncoding(c.req.header("Accept-Encoding")) === "gzip"
        ? await files.gzip(file, info.size, info.mtimeMs)
        : null;
    if (gzipped) {
      headers["Content-Encoding"] = "gzip";
      headers["Content-Length"] = String(gzipped.byteLength);
      headers.Vary = "Accept-Encoding";
      return new Response(new Uint8Array(gzipped.buffer, gzipped.byteOffset, gzipped.byteLength), {
        status: 200,
        headers,
      });
    }
    // Not compressed here (too small, not accepted, or a client preferring deflate: `compression` then).
    const bytes = await files.bytes(file, info.size, info.mtimeMs);
    if (bytes) {
      return new Response(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        status: 200,
        headers,
      });
    }
  }
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}

export interface DirectoryMount {
  /** URL prefix (`/app`), or `/` for the whole origin. */
  prefix: string;
  root: string;
  /** Answer this file for unknown paths without an extension (client-side routing). */
  historyFallback?: boolean;
  /** Text files from memory, compressed once (see `fileResponse`). */
  files?: EncodedFiles;
}

/**
 * Serves the files under `root` at `prefix` (GET and HEAD; never below `/api/`); `index.html` for a
 * folder. Unknown paths go on to the next handler.
 */
export function mountDirectory<E extends Env>(
  app: Hono<E>,
  { prefix, root, historyFallback, files }: DirectoryMount,
): void {
  const pattern = prefix === "/" ? "/*" : `${prefix}/*`;
  const handler = async (c: Context<E>, next: () => Promise<void>) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || c.req.path.startsWith("/api/")) return next();
    let relative = c.req.path.slice(prefix === "/" ? 1 : prefix.length + 1);
    if (relative === "" || relative.endsWith("/")) relative += "index.html";
    const file = resolveInside(root, relative);
    if (file) {
      const response =
        (await fileResponse(c, file, cacheControlFor(relative), {}, files)) ??
        (extname(relative) === ""
          ? ((await fileResponse(c, join(file, "index.html"), "no-cache", {}, files)) ??
            (await fileResponse(c, `${file}.html`, "no-cache", {}, files)))
          : null);
      if (response) return response;
    }
    if (historyFallback && extname(relative) === "") {
      const index = await fileResponse(c, join(root, "index.html"), "no-cache", {}, files);
      if (index) return index;
    }
    return next();
  };
  // The router is not strict (`/app` also matches `/app/`, and `c.req.path` drops the trailing slash), so
  // look at the real URL and redirect only the bare prefix.
  if (prefix !== "/")
    app.get(prefix, (c, next) =>
      new URL(c.req.url).pathname === prefix ? c.redirect(`${prefix}/`, 301) : next(),
    );
  app.on(["GET", "HEAD"], pattern, handler);
}
