import type { BrowserContext } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { chromiumPerFile } from "./helpers.ts";

const baseURL = inject("baseURL");
const chromium = chromiumPerFile();

/**
 * A context where the operator has configured an analytics script (what `siteConfig.analytics` renders
 * into the page as an inert placeholder) and every request for it is counted.
 */
async function siteWithAnalytics(): Promise<{ context: BrowserContext; loads: () => number }> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  let count = 0;
  await context.route(`${baseURL}/`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "</head>",
      '<script type="text/plain" data-consent="analytics" data-src="/analytics-e2e.js"></script></head>',
    );
    await route.fulfill({ response, body: html });
  });
  await context.route(`${baseURL}/analytics-e2e.js`, async (route) => {
    count += 1;
    await route.fulfill({
      status: 200,
      contentType: "text/javascript",
      body: "window.analyticsLoaded = true;",
    });
  });
  return { context, loads: () => count };
}

describe("cookie consent", () => {
  it("given a first visit, shows the banner after 1 s and loads no analytics before a choice", async () => {
    const { context, loads } = await siteWithAnalytics();
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    const banner = page.getByRole("region", { name: "Cookies und Datenschutz" });
    await banner.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(loads()).toBe(0);
    await context.close();
  });

  it("given only essential, keeps analytics off across reloads and no banner comes back", async () => {
    const { context, loads } = await siteWithAnalytics();
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page.getByRole("button", { name: "Nur essenzielle" }).click();
    await page.reload();
    // The stored choice has been read and applied: no banner is mounted, no timer for it runs.
    await page.locator('html[data-cookie-consent="stored"]').waitFor({ state: "attached" });
    expect(await page.getByRole("region", { name: "Cookies und Datenschutz" }).count()).toBe(0);
    expect(loads()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe(
      JSON.stringify({ essential: true, analytics: false, marketing: false }),
    );
    await context.close();
  });

  it("given a changed choice from the footer, loads analytics, and again after a reload without asking", async () => {
    const { context, loads } = await siteWithAnalytics();
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page.getByRole("button", { name: "Nur essenzielle" }).click();
    await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    await page.getByRole("button", { name: "Anpassen" }).click();
    // "Anpassen" starts from the stored choice: analytics still off until the visitor switches it on.
    const analytics = page.getByRole("switch", { name: "Analyse" });
    expect(await analytics.getAttribute("aria-checked")).toBe("false");
    await analytics.click();
    await page.getByRole("button", { name: "Auswahl speichern" }).click();
    await expect.poll(loads).toBe(1);
    await page.reload();
    await expect.poll(loads).toBe(2);
    // Requested is not yet run: wait for the script itself.
    await page.waitForFunction(() => (window as { analyticsLoaded?: boolean }).analyticsLoaded === true);
    expect(await page.getByRole("region", { name: "Cookies und Datenschutz" }).count()).toBe(0);
    await context.close();
  });
});
