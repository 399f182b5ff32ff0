import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { createFreshOwner, createRestaurantFor, signedIn } from "./fresh-owner.ts";
import { signIn } from "./helpers.ts";

const baseURL = inject("baseURL");
const browser = chromiumPerFile();

describe("sub-users", () => {
  it("given an owner, creates a sub-user who signs in with the reduced menu; then deletes them behind the confirm", async () => {
    const account = await createFreshOwner(browser(), baseURL, "subusers");
    const { context, page } = await signedIn(browser(), baseURL, account);
    await page.getByText("Keine Restaurant-Konfiguration gefunden").waitFor();
    await createRestaurantFor(page, account, "Café Müller & Söhne");
    await page.goto(`${baseURL}/app/subusers`);
    await page.getByRole("heading", { name: "Unterbenutzer", level: 1 }).waitFor();
    await page.getByText("Noch keine Unterbenutzer").waitFor();

    await page.getByRole("button", { name: "Unterbenutzer erstellen" }).click();
    const dialog = page.getByRole("dialog", { name: "Unterbenutzer erstellen" });
    const username = dialog.getByLabel(/^Benutzername/);
    await username.pressSequentially("kai-1 x");
    expect(await username.inputValue()).toBe("kai1x");
    await dialog
      .getByText("Der Benutzername darf nur Buchstaben, Zahlen und Unterstriche enthalten.")
      .waitFor();
    await dialog.locator("output").filter({ hasText: "kai1x@cafemuellersoehne" }).waitFor();
    await dialog.getByLabel(/^Passwort\*?$/).fill("Kellner#1");
    await dialog.getByLabel(/^Passwort bestätigen/).fill("Kellner#2");
    await dialog.getByRole("button", { name: "Erstellen" }).click();
    await dialog.getByText("Passwörter stimmen nicht überein").waitFor();
    await dialog.getByLabel(/^Passwort bestätigen/).fill("Kellner#1");
    for (const area of ["Dashboard", "Reservierungen", "Kalender", "Bestellungen", "Tischkarte", "Menü"]) {
      expect(await dialog.getByText(area, { exact: false }).count()).toBeGreaterThan(0);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Erstellen" }).click();
    await page
      .getByText("Unterbenutzer erfolgreich erstellt! Anmeldename: kai1x@cafemuellersoehne")
      .first()
      .waitFor();
    const card = page.getByRole("article", { name: "kai1x" });
    await card.getByText("kai1x@cafemuellersoehne").waitFor();
    await card.getByText("Unterbenutzer", { exact: true }).waitFor();
    await card.getByText(/^Erstellt am \d{2}\.\d{2}\.\d{4}$/).waitFor();
    await card.getByText("Kein Zugriff auf:").waitFor();
    await page.getByText("1 Unterbenutzer erstellt").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const staff = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const staffPage = await staff.newPage();
    await signIn(staffPage, baseURL, { email: "kai1x@cafemuellersoehne", password: "Kellner#1" });
    const nav = staffPage.getByRole("navigation", { name: "Hauptnavigation" });
    await nav.getByRole("link", { name: "Kalender" }).waitFor();
    for (const hidden of ["Statistiken", "Tische", "Unterbenutzer", "Einstellungen"]) {
      expect(await nav.getByRole("link", { name: hidden }).count()).toBe(0);
    }
    await staffPage.goto(`${baseURL}/app/subusers`);
    await staffPage.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(new URL(staffPage.url()).pathname).toBe("/app/");

    await card.getByRole("button", { name: "Unterbenutzer kai1x löschen" }).click();
    const confirm = page.getByRole("alertdialog", {
      name: 'Möchten Sie den Unterbenutzer "kai1x" wirklich löschen?',
    });
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await page.getByText("Unterbenutzer erfolgreich gelöscht!").first().waitFor();
    await page.getByText("Noch keine Unterbenutzer").waitFor();

    // Deleting ends the sub-user's sessions: their next call is answered 401.
    const status = await staffPage.evaluate(() => fetch("/api/users/me").then((r) => r.status));
    expect(status).toBe(401);
    await staff.close();
    await context.close();
  });
});
