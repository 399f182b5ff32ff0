import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { owner, signIn } from "./helpers.ts";

const baseURL = inject("baseURL");
const browser = chromiumPerFile();

describe("mobile layout at 390 px", () => {
  it("given a phone, shows the bottom bar, the map button and the Mehr sheet with Ausloggen", async () => {
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/app/login`);
    await page.getByRole("heading", { name: "Tischservice" }).waitFor();
    await signIn(page, baseURL, owner);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    const bar = page.getByRole("navigation", { name: "Hauptnavigation" });
    for (const label of ["Dashboard", "Bestellungen", "Kalender", "Reservierungen"]) {
      await bar.getByRole("link", { name: new RegExp(`^${label}`) }).waitFor();
    }
    await bar.getByRole("button", { name: "Mehr" }).waitFor();
    await page.getByRole("link", { name: "Tischkarte öffnen" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await bar.getByRole("button", { name: "Mehr" }).click();
    const sheet = page.getByRole("dialog", { name: "Weitere Optionen" });
    for (const label of ["Tischkarte", "Menü", "Statistiken", "Einstellungen"]) {
      await sheet.getByRole("link", { name: label }).waitFor();
    }
    await sheet.getByRole("button", { name: "Ausloggen" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await sheet.getByRole("link", { name: "Tischkarte" }).click();
    await page.waitForURL(/\/app\/floorplan$/);

    await bar.getByRole("button", { name: "Mehr" }).click();
    await page
      .getByRole("dialog", { name: "Weitere Optionen" })
      .getByRole("button", { name: "Ausloggen" })
      .click();
    await page.waitForURL(`${baseURL}/`);
    await page.goto(`${baseURL}/app/calendar`);
    await page.getByRole("button", { name: "Anmelden" }).waitFor();
    await context.close();
  });
});
