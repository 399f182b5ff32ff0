import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

const packagesDir = fileURLToPath(new URL("../../", import.meta.url));

/** Serves the built site at `/` and the built dashboard at `/app/` (with history fallback). */
export function mountStaticFiles(app: Hono): void {
  const dashboardRoot = `${packagesDir}dashboard/dist`;
  const siteRoot = `${packagesDir}site/dist`;
  app.use(
    "/app/*",
    serveStatic({ root: dashboardRoot, rewriteRequestPath: (path) => path.replace(/^\/app/, "") }),
  );
  app.get("/app/*", serveStatic({ root: dashboardRoot, path: "index.html" }));
  app.use("/*", serveStatic({ root: siteRoot }));
}
