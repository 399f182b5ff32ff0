import { apiErrorTexts } from "@tischservice/core";
import type { Context, Hono } from "hono";
import type { AppBindings } from "../app/types.ts";

/**
 * `/storybook/…` on the main server: a redirect to the same path on Storybook's own listener (same host
 * name, the Storybook port), so that Storybook never runs on the origin of the operator's session. Without
 * a port (production without `STORYBOOK_PORT`) Storybook is not served at all: 404.
 */
export function mountStorybookRedirect(app: Hono<AppBindings>, port: number | undefined): void {
  const handler = (c: Context<AppBindings>) => {
    if (port === undefined) return c.text(apiErrorTexts.pageNotFound, 404);
    const url = new URL(c.req.url);
    const target = new URL(`http://${url.hostname}:${port}/`);
    target.pathname = url.pathname.replace(/^\/storybook\/?/, "/");
    target.search = url.search;
    return c.redirect(target.href, 302);
  };
  app.on(["GET", "HEAD"], "/storybook", handler);
  app.on(["GET", "HEAD"], "/storybook/*", handler);
}
