import { join } from "node:path";
import { apiAnswerTexts } from "@tischservice/core";
import type { Hono, MiddlewareHandler } from "hono";
import type { AppBindings } from "../app/types.ts";
import { repoRoot } from "../env.ts";
import {
  appFileCacheControl,
  builtFiles,
  CACHE_HASHED,
  CACHE_PAGE,
  CACHE_WIDGET_LOADER,
  widgetCors,
} from "./built-files.ts";
import { mountPrivacyPage } from "./privacy-page.ts";

export interface StaticRoots {
  site: string;
  dashboard: string;
  widgetDir: string;
}

export const defaultStaticRoots: StaticRoots = {
  site: join(repoRoot, "packages/site/dist"),
  dashboard: join(repoRoot, "packages/dashboard/dist"),
  widgetDir: join(repoRoot, "packages/booking-widget/dist-widget"),
};

/**
 * `/app` to `/app/`, where the app's relative URLs work. The router is not strict (`/app` also matches
 * `/app/`), so the real URL decides.
 */
function redirectToFolder(app: Hono<AppBindings>, prefix: string) {
  app.get(prefix, (c, next) =>
    new URL(c.req.url).pathname === prefix ? c.redirect(`${prefix}/`, 301) : next(),
  );
}

const widgetNotBuilt: MiddlewareHandler = async (c) => c.text(apiAnswerTexts.statics.widgetNotBuilt, 404);

/** widget.js's module chunks: `/widget/chunks/<build hash>/<name>.js`, nothing else below that folder. */
const WIDGET_CHUNK = /^\/widget\/chunks\/[\w-]{8,64}\/[\w-]{1,64}\.js$/;

/**
 * The built apps: the dashboard at `/app/` (history fallback), the widget at `/widget.js` and its chunks at
 * `/widget/chunks/` (and its demo host page at `/widget/`), the site at `/`. Missing builds answer 404. Storybook is not among them: it
 * has its own listener (`storybook-server.ts`, see `mountStorybookRedirect`). The privacy page states the
 * platform's stored retention period (`privacy-page.ts`).
 */
export function mountStaticFiles(app: Hono<AppBindings>, roots: StaticRoots = defaultStaticRoots): void {
  const get = ["GET", "HEAD"];
  app.on(
    get,
    "/widget.js",
    ...builtFiles({
      root: roots.widgetDir,
      path: "widget.js",
      cacheControl: () => CACHE_WIDGET_LOADER,
      headers: widgetCors,
    }),
    widgetNotBuilt,
  );
  // widget.js imports them from the restaurant's page; their folder is named by the hash of their code.
  app.on(
    get,
    "/widget/chunks/*",
    (c, next) => (WIDGET_CHUNK.test(c.req.path) ? next() : widgetNotBuilt(c, next)),
    ...builtFiles({ root: roots.widgetDir, cacheControl: () => CACHE_HASHED, headers: widgetCors }),
    widgetNotBuilt,
  );

  redirectToFolder(app, "/app");
  const belowApp = (path: string) => path.slice("/app".length);
  app.on(
    get,
    "/app/*",
    ...builtFiles({ root: roots.dashboard, rewriteRequestPath: belowApp, cacheControl: appFileCacheControl }),
  );
  // The dashboard's own routes (`/app/reservations/2026-05-12`): its page, which routes in the browser.
  // A missing file (a name with an extension) stays a 404.
  const dashboardPage = builtFiles({
    root: roots.dashboard,
    path: "index.html",
    cacheControl: () => CACHE_PAGE,
  });
  app.on(get, "/app/*", (c, next) => (/\.[^/]*$/.test(c.req.path) ? c.notFound() : next()), ...dashboardPage);

  redirectToFolder(app, "/widget");
  app.on(
    get,
    "/widget/*",
    ...builtFiles({
      root: roots.widgetDir,
      rewriteRequestPath: (path) => path.slice("/widget".length),
      cacheControl: appFileCacheControl,
    }),
  );
  mountPrivacyPage(app, roots.site);
  app.on(get, "/*", ...builtFiles({ root: roots.site, cacheControl: appFileCacheControl }));
}
