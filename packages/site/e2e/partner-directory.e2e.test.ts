import { demoRestaurantProfiles } from "@tischservice/core/demo";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { chromiumPerFile, contextWithConsent } from "./helpers.ts";

const baseURL = inject("baseURL");
const chromium = chromiumPerFile();

/** The directory once its island has shown the live list (`[data-live]`) for the address's search. */
async function openDirectory(page: Page, search = "") {
  const live = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/restaurants");
  await page.goto(`${baseURL}/restaurants${search}`);
  await live;
}

const results = (page: Page) => page.getByRole("region", { name: "Ergebnisse" });

describe("partner directory on the built server", () => {
  it("given more demo partners than the landing shows, its link leads to all of them, without a serious violation", async () => {
    // The demo seeds seven partners: one more than the landing page's six.
    expect(demoRestaurantProfiles.length).toBeGreaterThan(6);
    const context = await contextWithConsent(chromium.browser);
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    const link = page.getByRole("link", { name: "Alle Partner-Restaurants ansehen" });
    await link.waitFor();
    const live = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/restaurants");
    await link.click();
    await page.waitForURL(`${baseURL}/restaurants`);
    expect(new URL((await live).url()).searchParams.get("limit")).toBe("24");
    await page.getByRole("heading", { level: 1, name: "Unsere Partner-Restaurants" }).waitFor();
    for (const profile of demoRestaurantProfiles) {
      await results(page).getByRole("heading", { name: profile.name }).waitFor();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("given the prerendered page, no partner is baked into it and it is in the sitemap", async () => {
    const html = await fetch(`${baseURL}/restaurants`).then((response) => response.text());
    expect(html).toContain('data-island="partner-directory"');
    expect(html).toContain('data-testid="partners-loading"');
    expect(html).not.toContain("data-live");
    expect(html).not.toContain("Trattoria Demo");
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/restaurants" \/>/);
    const sitemap = await fetch(`${baseURL}/sitemap.xml`).then((response) => response.text());
    expect(sitemap).toContain("/restaurants</loc>");
  });

  it("given a search for a city, shows its partner, keeps ?q= in the address and the search survives a reload", async () => {
    const context = await contextWithConsent(chromium.browser);
    const page = await context.newPage();
    await openDirectory(page);
    await results(page).getByRole("heading", { name: "Trattoria Demo" }).waitFor();
    const searched = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get("q") === "Erlangen",
    );
    await page.getByRole("searchbox", { name: "Restaurant oder Ort suchen" }).fill("Erlangen");
    await searched;
    await results(page).getByRole("heading", { name: "Zum Goldenen Hirsch" }).waitFor();
    await results(page).getByRole("heading", { name: "Trattoria Demo" }).waitFor({ state: "detached" });
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("Erlangen");
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("1 Restaurant gefunden");

    await page.reload();
    await results(page).getByRole("heading", { name: "Zum Goldenen Hirsch" }).waitFor();
    expect(await page.getByRole("searchbox", { name: "Restaurant oder Ort suchen" }).inputValue()).toBe(
      "Erlangen",
    );
    await context.close();
  });

  it("given a search without a match, says Keine Restaurants gefunden", async () => {
    const context = await contextWithConsent(chromium.browser);
    const page = await context.newPage();
    await openDirectory(page, "?q=Nirgendwo%20Sushi");
    await page.getByText("Keine Restaurants gefunden", { exact: true }).last().waitFor();
    expect(await results(page).getByRole("listitem").count()).toBe(0);
    await context.close();
  });

  it("given a partner's card, opens its modal with Tisch reservieren, as on the landing page", async () => {
    const context = await contextWithConsent(chromium.browser, { width: 390 });
    const page = await context.newPage();
    await openDirectory(page, "?q=Trattoria");
    await page.getByRole("button", { name: "Details: Trattoria Demo" }).click();
    const dialog = page.getByRole("dialog", { name: "Trattoria Demo" });
    await dialog.getByRole("button", { name: "Tisch reservieren" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await context.close();
  });
});
