import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { admin, owner, signIn } from "./helpers.ts";

const baseURL = inject("baseURL");
const browser = chromiumPerFile();

async function signedIn(account: { email: string; password: string }): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, baseURL, account);
  return page;
}

async function hrefsOf(links: Locator): Promise<string[]> {
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.filter(Boolean);
}

/**
 * Follows every link of a menu by clicking it: the page it opens is the current one, its main heading shows
 * and axe finds nothing serious or critical on it. Then the first link opens in a new tab (Ctrl/⌘-click) on
 * the same page.
 */
async function followEveryLink(page: Page, menu: Locator, expectedCount: number) {
  const hrefs = await hrefsOf(menu.getByRole("link"));
  expect(hrefs).toHaveLength(expectedCount);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/app\//);
    await menu.locator(`a[href="${href}"]`).click();
    await menu.locator(`a[href="${href}"][aria-current="page"]`).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect({ href, violations: await seriousA11yViolations(page) }).toEqual({ href, violations: [] });
  }

  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    menu.locator(`a[href="${hrefs[0]}"]`).click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(hrefs[0]?.split("?")[0]);
  await tab.getByRole("heading", { level: 1 }).first().waitFor();
  await tab.close();
}

describe("navigation by links", () => {
  it("given the owner, every sidebar entry is a link to a page axe finds nothing serious on, and opens in a new tab", async () => {
    const page = await signedIn(owner);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    const sidebar = page.getByRole("navigation", { name: "Hauptnavigation" });
    await followEveryLink(page, sidebar, 11);
    await page.context().close();
  }, 300_000); // eleven whole pages, each checked by axe, on 2 cores

  it("given the admin, every entry of the admin menu is a link to a page axe finds nothing serious on", async () => {
    const page = await signedIn(admin);
    const menu = page.getByRole("navigation", { name: "Admin-Menü" });
    await menu.waitFor();
    await followEveryLink(page, menu, 4);
    await page.context().close();
  }, 120_000);
});
