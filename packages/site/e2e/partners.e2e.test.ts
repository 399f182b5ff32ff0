import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { berlinDate, chromiumPerFile, contextWithConsent } from "./helpers.ts";

const baseURL = inject("baseURL");
const chromium = chromiumPerFile();

/** The landing page once the live partner list (real ids) has replaced the build-time entries. */
async function openLanding(page: Page) {
  const live = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/restaurants");
  await page.goto(`${baseURL}/`);
  await live;
  await page.locator("#restaurants ul[data-live]").waitFor();
}

const widgetAvailable = async () => (await fetch(`${baseURL}/widget.js`, { method: "HEAD" })).status === 200;

describe("partner restaurants", () => {
  it("given a visitor, opens a partner and reads its hours and special hours, with no serious violation", async () => {
    const context = await contextWithConsent(chromium.browser);
    const page = await context.newPage();
    await openLanding(page);
    const details = page.getByRole("button", { name: "Details: Trattoria Demo" });
    await details.click();
    const dialog = page.getByRole("dialog", { name: "Trattoria Demo" });
    await dialog.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole("tab", { name: "Zeiten", exact: true }).click();
    const rows = dialog.getByRole("row");
    await expect.poll(() => rows.count()).toBe(7);
    expect(await rows.first().textContent()).toMatch(/^Montag/);
    expect(await rows.last().textContent()).toMatch(/^Sonntag/);
    const specialHours = page.waitForResponse((response) => response.url().includes("/special-hours"));
    await dialog.getByRole("tab", { name: "Besondere Zeiten" }).click();
    expect((await specialHours).status()).toBe(200);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await details.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it("given a first visit, the cookie banner and a partner's dialog open together use no id twice", async () => {
    // Each island is a Preact root of its own, and Preact starts every root at the same first id: the
    // runtime's per-root prefix keeps the banner's and the dialog's ids (and so their labels) apart.
    const context = await chromium.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: "de-DE",
    });
    const page = await context.newPage();
    await openLanding(page);
    const banner = page.getByRole("region", { name: "Cookies und Datenschutz" });
    await banner.waitFor();
    await page.getByRole("button", { name: "Details: Trattoria Demo" }).click();
    await page.getByRole("dialog", { name: "Trattoria Demo" }).waitFor();
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll("[id]")].map((element) => element.id),
    );
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    await context.close();
  });

  it("given nothing booked yet, the widget is not loaded before a visitor wants to book", async () => {
    const context = await contextWithConsent(chromium.browser);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await openLanding(page);
    await page.waitForLoadState("networkidle");
    expect(requested).not.toContain("/widget.js");
    expect(requested.every((path) => !path.startsWith("http"))).toBe(true);
    await context.close();
  });

  it("given Tisch reservieren, closes the modal and books a table through the widget", async (test) => {
    // The widget is built by packages/booking-widget; without its build this journey cannot run.
    if (!(await widgetAvailable())) test.skip();
    const context = await contextWithConsent(chromium.browser);
    const page = await context.newPage();
    await openLanding(page);
    await page.getByRole("button", { name: "Details: Trattoria Demo" }).click();
    await page
      .getByRole("dialog", { name: "Trattoria Demo" })
      .getByRole("button", { name: "Tisch reservieren" })
      .click();
    const widget = page.locator("tischservice-booking");
    await widget.getByRole("heading", { name: "Tisch reservieren bei Trattoria Demo" }).waitFor();
    expect(await page.getByRole("dialog", { name: "Trattoria Demo" }).count()).toBe(0);
    // The site waited for the widget itself, not only for widget.js (a loader): no false alarm.
    expect(await page.getByText("Die Online-Reservierung ist gerade nicht erreichbar").count()).toBe(0);

    // The first free slot from tomorrow on.
    let picked = false;
    for (let day = 1; day <= 14 && !picked; day++) {
      const date = berlinDate(day);
      const dayButton = widget.locator(`button[data-date="${date}"]`);
      if ((await dayButton.count()) === 0)
        await widget.getByRole("button", { name: "Nächster Monat" }).click();
      if ((await dayButton.getAttribute("aria-disabled")) === "true") continue;
      await dayButton.click();
      const slots = widget
        .getByRole("group", { name: "Verfügbare Zeiten" })
        .locator('button[aria-pressed="false"]');
      try {
        await slots.first().waitFor({ timeout: 5000 });
      } catch {
        continue;
      }
      await slots.first().click();
      picked = true;
    }
    expect(picked).toBe(true);
    await widget.getByRole("button", { name: "Weiter" }).click();
    await widget.getByRole("textbox", { name: /^Name/ }).fill("Erika Gast");
    await widget.getByRole("textbox", { name: /^E-Mail/ }).fill("erika@gast.example");
    await widget.getByRole("checkbox").check();
    await widget.getByRole("button", { name: "Weiter" }).click();
    await widget.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await widget
      .getByRole("heading", { name: /Reservierung (bestätigt|angefragt)/ })
      .waitFor({ timeout: 15_000 });
    await context.close();
  });
});
