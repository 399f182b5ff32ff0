import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { owner, signIn, subUser } from "./helpers.ts";

const baseURL = inject("baseURL");
const browser = chromiumPerFile();

/** Every request in the origin's Cache Storage, as `<cache name> <path>`. */
function cachedRequests(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const entries: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        entries.push(`${name} ${new URL(request.url).pathname}`);
      }
    }
    return entries;
  });
}

/** What an older worker left behind: a cache holding the signed-in user's answer. */
function plantLeftover(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const cache = await caches.open("tischservice-api-v1");
    await cache.put("/api/users/me", new Response(JSON.stringify({ user: { name: "Vorheriger Benutzer" } })));
  });
}

const apiEntry = / \/api\//;

describe("service worker and personal data", () => {
  it("given the owner used the dashboard, its caches hold no API answer; another user's sign-in and signing out clear them", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/app/login`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await signIn(page, baseURL, owner);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.goto(`${baseURL}/app/reservations`);
    await page.getByRole("heading", { name: "Reservierungen", level: 1 }).waitFor();
    const afterUse = await cachedRequests(page);
    expect(afterUse.filter((entry) => entry.endsWith(" /app/"))).toHaveLength(1);
    expect(afterUse.filter((entry) => apiEntry.test(entry))).toEqual([]);

    // The owner's session ends without signing out (expired, cookies cleared); a colleague signs in.
    await plantLeftover(page);
    await context.clearCookies();
    await signIn(page, baseURL, subUser);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await expect
      .poll(() => cachedRequests(page), { timeout: 10_000 })
      .not.toContain("tischservice-api-v1 /api/users/me");
    expect((await cachedRequests(page)).filter((entry) => apiEntry.test(entry))).toEqual([]);

    await plantLeftover(page);
    await page.getByRole("button", { name: "Ausloggen" }).click();
    await page.waitForURL(`${baseURL}/`);
    await expect
      .poll(() => cachedRequests(page), { timeout: 10_000 })
      .not.toContain("tischservice-api-v1 /api/users/me");
    await context.close();
  });
});
