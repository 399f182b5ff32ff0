import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RETENTION_PERIODS } from "@tischservice/core";
import { retentionPrivacyText } from "@tischservice/core/texts";
import { afterAll, describe, expect, it } from "vitest";
import { setPlatformReservationMonths } from "../privacy/retention-settings.ts";
import { setupTestContext } from "../test/test-context.ts";
import { withPlatformRetention } from "./privacy-page.ts";

const root = await mkdtemp(join(tmpdir(), "ts-privacy-page-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const roots = {
  site: join(root, "site"),
  dashboard: join(root, "dashboard"),
  widgetDir: join(root, "widget"),
};
await mkdir(join(roots.site, "datenschutz"), { recursive: true });
// As the site's prerender writes it: the built-in periods, among the page's other text.
const built = `<!doctype html><title>Datenschutz</title><main><p>Einleitung</p><p>${retentionPrivacyText(RETENTION_PERIODS)}</p></main>`;
await writeFile(join(roots.site, "datenschutz", "index.html"), built);

const ctx = await setupTestContext({ staticRoots: roots });
const at = new Date("2026-11-24T10:00:00.000Z");

describe("privacy page", () => {
  it("given no period set by an admin, serves the built page as it is", async () => {
    const page = await ctx.client().get("/datenschutz");
    expect(page.status).toBe(200);
    expect(page.text).toBe(built);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("given the admin set 12 months, states 12 months, keeps the other periods, and a new ETag", async () => {
    const before = await ctx.client().get("/datenschutz/");
    await ctx.db.transaction((tx) => setPlatformReservationMonths(tx, 12, at));
    const page = await ctx.client().get("/datenschutz");
    expect(page.text).toContain("standardmäßig 12 Monate nach dem Besuch");
    expect(page.text).not.toContain("standardmäßig 24 Monate");
    expect(page.text).toContain(`${RETENTION_PERIODS.mailDays} Tage nach dem Versand`);
    expect(page.text).toContain("<p>Einleitung</p>");
    expect(page.headers.get("etag")).not.toBe(before.headers.get("etag"));

    const again = await ctx.app.request("/datenschutz", {
      headers: { "If-None-Match": page.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const head = await ctx.app.request("/datenschutz/index.html", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("given another period, swaps only the period in the text; the default leaves the page alone", () => {
    const html = `<p>${retentionPrivacyText(RETENTION_PERIODS)}</p>`;
    expect(withPlatformRetention(html, 6)).toBe(
      `<p>${retentionPrivacyText({ ...RETENTION_PERIODS, reservationMonths: 6 })}</p>`,
    );
    expect(withPlatformRetention(html, RETENTION_PERIODS.reservationMonths)).toBe(html);
  });
});
