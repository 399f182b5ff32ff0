import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, seriousA11yViolations } from "../../../e2e/browser.ts";
import { freeSlot, outboxMailTo, reservationsOf } from "./api-helpers.ts";
import { chooseDate } from "./calendar-steps.ts";

const baseURL = inject("baseURL");
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** The Trattoria's id and the slug of its booking page, from the public partner list. */
async function trattoriaPage(): Promise<{ id: string; slug: string }> {
  const body = (await (await fetch(`${baseURL}/api/restaurants`)).json()) as {
    data: Array<{ _id: string; name: string; slug?: string }>;
  };
  const found = body.data.find((restaurant) => restaurant.name === "Trattoria Demo");
  if (!found?.slug) throw new Error("Trattoria Demo ohne Slug in den Demodaten");
  return { id: found._id, slug: found.slug };
}

describe("a restaurant's booking page", () => {
  it("given a guest on a phone, shows the restaurant with its hours and books a table through the widget on the page", async () => {
    const { id, slug } = await trattoriaPage();
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${baseURL}/r/${slug}`);
    await page.getByRole("heading", { name: "Trattoria Demo", level: 1 }).waitFor();
    expect(await page.title()).toContain("Tisch reservieren");
    // What a search engine reads: the restaurant and its reservation action, as JSON-LD.
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as { "@type"?: string; name?: string; potentialAction?: { "@type"?: string } };
    expect(jsonLd).toMatchObject({ "@type": "Restaurant", name: "Trattoria Demo" });
    expect(jsonLd.potentialAction?.["@type"]).toBe("ReserveAction");

    const { date, time } = await freeSlot(baseURL, id);
    await chooseDate(page, date);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: `${time} ✓ Verfügbar` }).click();
    const email = `seite-${Date.now()}@gast.example`;
    await page.getByRole("textbox", { name: /^Name/ }).fill("Paula Seite");
    await page.getByRole("textbox", { name: /^E-Mail/ }).fill(email);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await page.getByRole("heading", { name: /Reservierung (angefragt|bestätigt)/ }).waitFor();

    const stored = await reservationsOf(baseURL, id, email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reservationDate: date, timeSlot: time, numberOfGuests: 2 });
    await expect.poll(() => outboxMailTo(email), { timeout: 15_000 }).not.toBeNull();
    await context.close();
  });

  it("given an unknown address, answers 404 with a page that leads home", async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const response = await page.goto(`${baseURL}/r/gibtesnicht`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("link").count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
