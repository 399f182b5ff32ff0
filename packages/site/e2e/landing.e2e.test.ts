import { demoRestaurantProfiles } from "@tischservice/core/demo";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { cspViolations, recordCspViolations, seriousA11yViolations } from "../../../e2e/browser.ts";
import { chromiumPerFile, contextWithConsent } from "./helpers.ts";

const baseURL = inject("baseURL");
const chromium = chromiumPerFile();

/** The element's top in the viewport once it stays put for three frames; NaN while it still moves. */
function restingTop(page: Page, id: string): Promise<number> {
  return page.locator(`#${id}`).evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const tops: number[] = [];
    for (let i = 0; i < 3; i++) {
      tops.push(Math.round(element.getBoundingClientRect().top));
      await frame();
    }
    return tops.every((top) => top === tops[0]) ? (tops[0] ?? Number.NaN) : Number.NaN;
  });
}

describe("landing page on the built server", () => {
  it("given a visitor, shows the product and the way to sign in, with no serious accessibility violation", async () => {
    const context = await contextWithConsent(chromium.browser);
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await expect(page.getByRole("heading", { level: 1 }).first().textContent()).resolves.toContain(
      "Tischreservierungen",
    );
    await expect(
      page
        .getByRole("navigation", { name: "Hauptnavigation" })
        .first()
        .getByRole("link", { name: "Anmelden" })
        .getAttribute("href"),
    ).resolves.toBe("/app/login");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("given the server, reports its health and port", async () => {
    const health = await fetch(`${baseURL}/api/health`).then((response) => response.json());
    expect(health).toMatchObject({ ok: true, db: "pglite" });
    const portInfo = await fetch(`${baseURL}/port-info.json`).then((response) => response.json());
    expect(portInfo).toEqual({ port: Number(new URL(baseURL).port) });
  });

  it("given JavaScript is off, every page is readable: sections, plans, legal texts, and no invented partner", async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page
      .getByRole("heading", { level: 1, name: "Moderne Tischreservierungen für Ihr Restaurant" })
      .waitFor();
    for (const heading of [
      "Unsere Partner-Restaurants",
      "Preise",
      "Features",
      "Support",
      "Kostenlosen Demo-Termin vereinbaren",
    ]) {
      expect(await page.getByRole("heading", { level: 2, name: heading, exact: true }).count()).toBe(1);
    }
    // The partner list is never baked into the page: it comes from the live API in the browser.
    const partners = page.getByRole("region", { name: "Unsere Partner-Restaurants" });
    expect(await partners.getByRole("article").count()).toBe(0);
    expect(await partners.getAttribute("aria-busy")).toBe("true");
    const html = await fetch(`${baseURL}/`).then((response) => response.text());
    for (const profile of demoRestaurantProfiles) expect(html).not.toContain(profile.name);
    expect(
      await page
        .getByRole("link", { name: "Jetzt starten" })
        .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual([
      "/app/register?plan=booking-system",
      "/app/register?plan=all-in-one-monthly",
      "/app/register?plan=all-in-one-yearly",
    ]);
    expect(await page.getByText("350,00 €").count()).toBe(1);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(2);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/$/);
    await page.goto(`${baseURL}/impressum`);
    await page.getByRole("heading", { level: 1, name: "Impressum" }).waitFor();
    await page.goto(`${baseURL}/datenschutz`);
    await page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" }).waitFor();
    await context.close();
  });

  it("given the nav, marks the section the visitor scrolled to", async () => {
    const context = await contextWithConsent(chromium.browser);
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    // The live partner list first: it changes the page's height above the sections the test scrolls to.
    await page.locator("#restaurants ul[data-live]").waitFor();
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" }).first();
    await expect
      .poll(() => nav.getByRole("link", { name: "Start" }).getAttribute("aria-current"))
      .toBe("location");
    await nav.getByRole("link", { name: "Preise" }).click();
    await expect
      .poll(() => nav.getByRole("link", { name: "Preise" }).getAttribute("aria-current"))
      .toBe("location");
    await nav.getByRole("link", { name: "Support" }).click();
    await expect
      .poll(() => nav.getByRole("link", { name: "Support" }).getAttribute("aria-current"))
      .toBe("location");
    expect(await nav.getByRole("link", { name: "Preise" }).getAttribute("aria-current")).toBeNull();
    await context.close();
  });

  it("given a phone, a jump from the menu lands on the section, also far down the page", async () => {
    const context = await contextWithConsent(chromium.browser, { width: 390 });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page.locator("#restaurants ul[data-live]").waitFor();
    for (const [name, id] of [
      ["Preise", "pricing"],
      ["Support", "support"],
    ] as const) {
      await page.getByRole("button", { name: "Menü öffnen" }).click();
      await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name }).click();
      // Once the scroll has come to rest, the section's top is under the top bar (scroll-mt-16), not
      // somewhere above or below it (a smooth scroll passes through that band on its way).
      await expect.poll(() => restingTop(page, id)).toSatisfy((top) => top >= 0 && top < 100);
    }
    await context.close();
  });

  it("given a phone and a link straight to a section far down (/#demo), the section stays under the top bar once the partners are in", async () => {
    // The browser's jump glides while the partner list above the section arrives; with reduced motion it
    // does not glide at all.
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const context = await contextWithConsent(chromium.browser, { width: 390 });
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion });
      await page.goto(`${baseURL}/#demo`);
      await page.locator("#restaurants ul[data-live]").waitFor();
      await expect.poll(() => restingTop(page, "demo")).toSatisfy((top) => top >= 0 && top < 100);
      await context.close();
    }
  });

  it("given sitemap.xml and robots.txt, lists the pages and points to the sitemap", async () => {
    const sitemap = await fetch(`${baseURL}/sitemap.xml`).then((response) => response.text());
    expect(sitemap).toContain("/impressum</loc>");
    expect(sitemap).toContain("/datenschutz</loc>");
    expect(sitemap).toContain("/agb</loc>");
    const robots = await fetch(`${baseURL}/robots.txt`).then((response) => response.text());
    expect(robots).toContain("Sitemap:");
  });

  it("given every page, its Open Graph image is a served 1200 × 630 PNG with its size and alt text", async () => {
    for (const path of ["/", "/impressum", "/datenschutz"]) {
      const html = await fetch(`${baseURL}${path}`).then((response) => response.text());
      const meta = (property: string) =>
        new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
      const image = meta("og:image");
      expect(image, path).toMatch(/^https:\/\/.+\.png$/);
      expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["1200", "630"]);
      expect(meta("og:image:alt")).toContain("Tischservice");
      expect(meta("twitter:card")).toBe("summary_large_image");
      // The image's URL names the public origin; the file is served by this server at the same path.
      const response = await fetch(`${baseURL}${new URL(image ?? "").pathname}`);
      expect(response.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await response.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  it("given every page, nothing breaks the Content-Security-Policy, not even a caught probe", async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 412, height: 823 } });
    await recordCspViolations(context);
    const page = await context.newPage();
    for (const path of ["/", "/impressum", "/datenschutz", "/agb"]) {
      const partners =
        path === "/"
          ? page.waitForResponse((response) => new URL(response.url()).pathname === "/api/restaurants")
          : null;
      await page.goto(`${baseURL}${path}`);
      await partners;
      // The banner comes last (after 1 s, from its own chunk): by then every script of the page ran.
      await page.getByRole("button", { name: "Alle akzeptieren" }).waitFor();
      expect(await cspViolations(page)).toEqual([]);
    }
    await context.close();
  });

  it("given the legal pages, they are real pages without serious accessibility violations", async () => {
    const context = await contextWithConsent(chromium.browser);
    const page = await context.newPage();
    for (const [path, title] of [
      ["/impressum", "Impressum"],
      ["/datenschutz", "Datenschutzerklärung"],
      ["/agb", "Allgemeine Geschäftsbedingungen"],
    ] as const) {
      const response = await page.goto(`${baseURL}${path}`);
      expect(response?.status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(await page.content()).not.toMatch(/TODO|Platzhalter|Lorem ipsum/);
      // Built without SITE_CONFIG: the demo operator, marked as sample data.
      await page.getByRole("complementary", { name: "Beispieldaten" }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await context.close();
  });

  it("given a phone, the menu lists Restaurants and the page has no serious accessibility violation", async () => {
    const context = await contextWithConsent(chromium.browser, { width: 390 });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Restaurants" })
      .click();
    expect(page.url()).toContain("#restaurants");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
