import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { RETENTION_PERIODS } from "@tischservice/core";
import { retentionPrivacyText } from "@tischservice/core/texts";
import type { Hono } from "hono";
import type { AppBindings } from "../app/types.ts";
import { escapeHtmlAsReact } from "../lib/escape-html.ts";
import { platformReservationMonths } from "../privacy/retention-settings.ts";

/**
 * The prerendered privacy page with the platform's reservation period an admin set: the site is built
 * without a database and states the built-in default (`RETENTION_PERIODS`), which this swaps for the
 * stored period, so the page says what the retention job does. Unchanged while the period is the default.
 */
export function withPlatformRetention(html: string, reservationMonths: number): string {
  if (reservationMonths === RETENTION_PERIODS.reservationMonths) return html;
  return html.replace(
    escapeHtmlAsReact(retentionPrivacyText(RETENTION_PERIODS)),
    escapeHtmlAsReact(retentionPrivacyText({ ...RETENTION_PERIODS, reservationMonths })),
  );
}

/** `/datenschutz` (GET and HEAD) from the site's build, with the stored period; missing build: next handler. */
export function mountPrivacyPage(app: Hono<AppBindings>, siteRoot: string): void {
  const file = join(siteRoot, "datenschutz", "index.html");
  app.on(["GET", "HEAD"], ["/datenschutz", "/datenschutz/index.html"], async (c, next) => {
    const html = await readFile(file, "utf8").catch(() => null);
    if (html === null) return next();
    const page = withPlatformRetention(html, await platformReservationMonths(c.get("deps").db));
    const etag = `W/"${createHash("sha1").update(page).digest("base64url")}"`;
    const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", ETag: etag };
    if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(c.req.method === "HEAD" ? null : page, { status: 200, headers });
  });
}
