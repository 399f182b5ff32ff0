import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, seriousA11yViolations } from "../../../e2e/browser.ts";
import { type Account, createFreshOwner, createRestaurantFor, signedIn } from "./fresh-owner.ts";

const baseURL = inject("baseURL");
let browser: Browser;
/** A new owner with a new restaurant: no tables and no rooms to begin with. */
let fresh: Account;

beforeAll(async () => {
  browser = await launchChromium();
  fresh = await createFreshOwner(browser, baseURL, "tables");
  const { context, page } = await signedIn(browser, baseURL, fresh);
  await page.getByText("Keine Restaurant-Konfiguration gefunden").waitFor();
  await createRestaurantFor(page, fresh, "E2E Tischhaus");
  await context.close();
});
afterAll(async () => {
  await browser.close();
});

async function signedInOwner(): Promise<Page> {
  const { page } = await signedIn(browser, baseURL, fresh);
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  return page;
}

/** Cards of "Alle Tische" named like a quick-configuration table of `seats`. */
function quickTables(page: Page, seats: number) {
  return page.getByRole("article", { name: new RegExp(`^${seats}er Tisch \\d+$`) });
}

async function setQuickCount(page: Page, seats: number, clicks: number) {
  const label = clicks > 0 ? `Tisch mit ${seats} Plätzen hinzufügen` : `Tisch mit ${seats} Plätzen entfernen`;
  for (let i = 0; i < Math.abs(clicks); i++) await page.getByRole("button", { name: label }).click();
}

describe("Tischverwaltung", () => {
  it("given the quick configuration, goes from 0 to 3 tables of 4 seats and back to 1", async () => {
    const page = await signedInOwner();
    await page.goto(`${baseURL}/app/tables`);
    await page.getByRole("heading", { name: "Schnelle Tisch-Konfiguration" }).waitFor();
    const stepper = page.getByRole("spinbutton", { name: "4 Plätze" });
    await expect.poll(() => stepper.inputValue()).toBe("0");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByText("Noch keine Tische angelegt").waitFor();
    await setQuickCount(page, 4, 3);
    await expect.poll(() => quickTables(page, 4).count(), { timeout: 10_000 }).toBe(3);
    expect(await quickTables(page, 4).getByRole("heading").allTextContents()).toEqual([
      "4er Tisch 1",
      "4er Tisch 2",
      "4er Tisch 3",
    ]);
    await setQuickCount(page, 4, -2);
    await expect.poll(() => quickTables(page, 4).count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole("heading", { name: "4er Tisch 1" }).waitFor();
    await page.reload();
    await expect.poll(() => stepper.inputValue(), { timeout: 10_000 }).toBe("1");
    await page.context().close();
  });
});

describe("Raum-Designer", () => {
  it("given a room drawn with the mouse and two tables dragged into it, one turned with R, keeps everything after a reload", async () => {
    const page = await signedInOwner();
    await page.goto(`${baseURL}/app/tables`);
    await page.getByRole("heading", { name: "Schnelle Tisch-Konfiguration" }).waitFor();
    await setQuickCount(page, 10, 2);
    await expect.poll(() => quickTables(page, 10).count(), { timeout: 10_000 }).toBe(2);
    const names = (await quickTables(page, 10).getByRole("heading").allTextContents()).sort();

    await page.getByRole("link", { name: "Raum-Designer" }).click();
    await page.getByRole("heading", { name: "Räume" }).waitFor();
    const canvas = page.getByRole("img", { name: "Raumplan" });
    const box = await canvas.locator(".konvajs-content").boundingBox();
    if (!box) throw new Error("Kein Raumplan sichtbar");
    const at = (x: number, y: number) => [box.x + x, box.y + y] as const;
    await page.mouse.click(...at(62, 452));
    await page.mouse.click(...at(478, 447));
    await page.mouse.click(...at(483, 568));
    await page.mouse.dblclick(...at(58, 572));
    await page.getByText("Zeichnung: 4 Punkte").waitFor();
    await page.getByRole("textbox", { name: "Raumname" }).fill("E2E Wintergarten");
    await page.getByRole("button", { name: "Raum speichern" }).click();
    await page.getByText("Raum erfolgreich gespeichert!", { exact: true }).waitFor();
    await page.getByRole("button", { name: "E2E Wintergarten, 4 Eckpunkte" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("tab", { name: "Tische platzieren" }).click();
    const palette = page.getByRole("region", { name: "Verfügbare Tische" });
    await palette.waitFor();
    // The palette sits above the canvas in this mode: measure the canvas again.
    const placeBox = await canvas.locator(".konvajs-content").boundingBox();
    if (!placeBox) throw new Error("Kein Raumplan sichtbar");
    const on = (x: number, y: number) => [placeBox.x + x, placeBox.y + y] as const;
    const [first, second] = names as [string, string];
    await palette
      .getByRole("listitem")
      .filter({ hasText: first })
      .dragTo(canvas.locator(".konvajs-content"), { targetPosition: { x: 150, y: 510 } });
    const placedFirst = page.getByRole("button", { name: new RegExp(`^${first}, E2E Wintergarten`) });
    await placedFirst.waitFor();
    await palette
      .getByRole("listitem")
      .filter({ hasText: second })
      .dragTo(canvas.locator(".konvajs-content"), { targetPosition: { x: 330, y: 510 } });
    const placedSecond = page.getByRole("button", { name: new RegExp(`^${second}, E2E Wintergarten`) });
    await placedSecond.waitFor();
    await page.mouse.click(...on(330, 510));
    await expect.poll(() => placedSecond.getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.press("r");
    await expect
      .poll(() => placedSecond.textContent())
      .toBe(`${second}, E2E Wintergarten, x 330, y 510, 45°`);
    expect(await placedFirst.textContent()).toBe(`${first}, E2E Wintergarten, x 150, y 510, 0°`);

    await page.reload();
    await page.getByRole("button", { name: "E2E Wintergarten, 4 Eckpunkte" }).waitFor();
    await page.getByRole("tab", { name: "Tische platzieren" }).click();
    await page.getByText(`${second}, E2E Wintergarten, x 330, y 510, 45°`, { exact: true }).waitFor();
    await page.getByText(`${first}, E2E Wintergarten, x 150, y 510, 0°`, { exact: true }).waitFor();
    await page.context().close();
  });
});
