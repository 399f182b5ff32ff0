import { join } from "node:path";
import { apiAnswerTexts } from "@tischservice/core";
import type { Hono } from "hono";
import { repoRoot } from "../env.ts";
import type { AppBindings } from "../lib/types.ts";
import { EncodedFiles } from "./encoded-files.ts";
import { fileResponse, mountDirectory } from "./file-response.ts";
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
 * The built apps: the dashboard at `/app/` (history fallback), the widget at `/widget.js` and its chunks at
 * `/widget/chunks/` (and its demo host page at `/widget/`), the site at `/`. Missing builds answer 404. Storybook is not among them: it
 * has its own listener (`storybook-server.ts`, see `mountStorybookRedirect`). The privacy page states the
 * platform's stored retention period (`privacy-page.ts`).
 */
export function mountStaticFiles(app: Hono<AppBindings>, roots: StaticRoots = defaultStaticRoots): void {
  // Their text files from memory, each compressed once (`EncodedFiles`).
  const files = new EncodedFiles();
  app.on(["GET", "HEAD"], "/widget.js", async (c) => {
    const response = await fileResponse(
      c,
      join(roots.widgetDir, "widget.js"),
      "public, max-age=300",
      { "Access-Control-Allow-Origin": "*" },
      files,
    );
    return response ?? c.text(apiAnswerTexts.statics.widgetNotBuilt, 404);
  });
  // widget.js's module chunks (`dist-widget/widget/chunks/<build>/<name>.js`), imported by widget.js from
  // the restaurant's page: module scripts load with CORS, so they need `*`; their folder is named by the
  // hash of their code, so they are cached for good. Only such names; anything else is 404 here.
  app.on(["GET", "HEAD"], "/widget/chunks/*", async (c) => {
    const match = /^\/widget\/chunks\/([\w-]{8,64})\/([\w-]{1,64}\.js)$/.exec(c.req.path);
    const response = match
      ? await fileResponse(
          c,
          join(roots.widgetDir, "widget", "chunks", match[1] ?? "", match[2] ?? ""),
          "public, max-age=31536000, immutable",
          { "Access-Control-Allow-Origin": "*" },
          files,
        )
      : null;
    return response ?? c.text(apiAnswerTexts.statics.widgetNotBuilt, 404);
  });
  mountDirectory(app, { prefix: "/app", root: roots.dashboard, historyFallback: true, files });
  mountDirectory(app, { prefix: "/widget", root: roots.widgetDir, files });
  mountPrivacyPage(app, roots.site);
  mountDirectory(app, { prefix: "/", root: roots.site, files });
}
