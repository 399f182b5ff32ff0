import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "../../../e2e/browser.ts";
import { freeSlot, reservationsOf, trattoria } from "./api-helpers.ts";
import { chooseDate } from "./calendar-steps.ts";

const baseURL = inject("baseURL");

let browser: Browser;
let restaurantId = "";

beforeAll(async () => {
  browser = await launchChromium();
  restaurantId = (await trattoria(baseURL)).id;
});

afterAll(async () => {
  await browser?.close();
});

/** Everything Chromium refused because of the page's Content Security Policy. */
function policyViolations(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

describe("the widget's demo page (/widget/, linked by the onboarding checklist)", () => {
  it("given a restaurant, books a table under the page's strict policy (no inline script or style)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused = policyViolations(page);
    const answer = await page.goto(`${baseURL}/widget/?restaurant=${encodeURIComponent(restaurantId)}`);
    const policy = answer?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    // The page's own style sheet applies.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Georgia/);
    const slot = await freeSlot(baseURL, restaurantId, 2);
    await chooseDate(page, slot.date);
    await page.getByRole("button", { name: `${slot.time} ✓ Verfügbar` }).click();
    const email = `demo-seite-${Date.now()}@gast.example`;
    await page.getByRole("textbox", { name: /^Name/ }).fill("Dora Demo");
    await page.getByRole("textbox", { name: /^E-Mail/ }).fill(email);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await page.getByRole("heading", { name: /Reservierung (angefragt|bestätigt)/ }).waitFor();
    expect(await reservationsOf(baseURL, restaurantId, email)).toMatchObject([
      { reservationDate: slot.date, timeSlot: slot.time, numberOfGuests: 2 },
    ]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it("given markup in ?restaurant=, shows it as text and runs nothing of it", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const hostile = `"><img src=x onerror="document.title='gekapert'"><script>document.title='gekapert'</script>`;
    await page.goto(`${baseURL}/widget/?restaurant=${encodeURIComponent(hostile)}`);
    await page.locator("#hint").filter({ hasText: "Eingebettet mit:" }).waitFor();
    expect(await page.locator("#hint").textContent()).toContain(hostile);
    expect(await page.locator("body img, body script:not([src])").count()).toBe(0);
    expect(await page.title()).toBe("Buchungs-Widget – Demo");
    await context.close();
  });
});
