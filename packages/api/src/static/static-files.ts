import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { Readable } from "node:stream";
import type { Context, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { repoRoot } from "../env.ts";
import type { AppBindings } from "../lib/types.ts";

export interface StaticRoots {
  site: string;
  dashboard: string;
  widgetDir: string;
  storybook: string;
}

export const defaultStaticRoots: StaticRoots = {
  site: join(repoRoot, "packages/site/dist"),
  dashboard: join(repoRoot, "packages/dashboard/dist"),
  widgetDir: join(repoRoot, "packages/booking-widget/dist-widget"),
  storybook: join(repoRoot, "storybook-static"),
};

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

async function fileResponse(
  c: Context<AppBindings>,
  file: string,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
): Promise<Response | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    "Content-Type": getMimeType(file) ?? "application/octet-stream",
    "Cache-Control": cacheControl,
    ETag: etag,
    ...extraHeaders,
  };
  if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers });
  headers["Content-Length"] = String(info.size);
  if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}

interface MountOptions {
  prefix: string;
  root: string;
  /** Answer this file for unknown paths without an extension (client-side routing). */
  historyFallback?: boolean;
}

function mount(app: Hono<AppBindings>, { prefix, root, historyFallback }: MountOptions): void {
  const pattern = prefix === "/" ? "/*" : `${prefix}/*`;
  const handler = async (c: Context<AppBindings>, next: () => Promise<void>) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || c.req.path.startsWith("/api/")) return next();
    let relative = c.req.path.slice(prefix === "/" ? 1 : prefix.length + 1);
    if (relative === "" || relative.endsWith("/")) relative += "index.html";
    const file = resolveInside(root, relative);
    if (file) {
      const response =
        (await fileResponse(c, file, cacheControlFor(relative))) ??
        (extname(relative) === ""
          ? ((await fileResponse(c, join(file, "index.html"), "no-cache")) ??
            (await fileResponse(c, `${file}.html`, "no-cache")))
          : null);
      if (response) return response;
    }
    if (historyFallback && extname(relative) === "") {
      const index = await fileResponse(c, join(root, "index.html"), "no-cache");
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

/**
 * The built apps: the dashboard at `/app/` (history fallback), the widget at `/widget.js` (and its demo
 * host page at `/widget/`), Storybook at `/storybook/`, the site at `/`. Missing builds answer 404.
 */
export function mountStaticFiles(app: Hono<AppBindings>, roots: StaticRoots = defaultStaticRoots): void {
  app.on(["GET", "HEAD"], "/widget.js", async (c) => {
    const response = await fileResponse(c, join(roots.widgetDir, "widget.js"), "public, max-age=300", {
      "Access-Control-Allow-Origin": "*",
    });
    return response ?? c.text("Das Buchungs-Widget ist noch nicht gebaut.", 404);
  });
  mount(app, { prefix: "/app", root: roots.dashboard, historyFallback: true });
  mount(app, { prefix: "/storybook", root: roots.storybook });
  mount(app, { prefix: "/widget", root: roots.widgetDir });
  mount(app, { prefix: "/", root: roots.site });
}
