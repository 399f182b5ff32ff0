import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { admin, signIn } from "./helpers.ts";

const baseURL = inject("baseURL");
const browser = chromiumPerFile();

describe("admin area", () => {
  it("given the admin, shows real figures, creates a user through the dialog, lists it, logs it and downloads a backup", async () => {
    const context = await browser().newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page, baseURL, admin);
    await page.getByRole("heading", { name: "Administration", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Benutzerverwaltung" }).waitFor();
    const sessions = page
      .locator('[data-slot="stat-tile"]')
      .filter({ hasText: "Aktive Sitzungen" })
      .locator("dd");
    await expect.poll(async () => Number(await sessions.first().textContent())).toBeGreaterThanOrEqual(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Neuen Benutzer hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Neuen Benutzer hinzufügen" });
    await dialog.getByRole("button", { name: "Benutzer erstellen" }).click();
    await dialog.getByText("Bitte füllen Sie alle Pflichtfelder aus.").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const email = `neu-${Date.now()}@gastro.example`;
    await dialog.getByLabel("Name").fill("Neue Wirtin");
    await dialog.getByLabel("E-Mail").fill(email.toUpperCase());
    expect(await dialog.getByLabel("E-Mail").inputValue()).toBe(email);
    await dialog.getByLabel(/^Passwort\*?$/).fill("Geheim#2026");
    await dialog.getByRole("button", { name: "Benutzer erstellen" }).click();
    await page.getByText("Benutzer erfolgreich erstellt!").first().waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("table", { name: "Benutzerverwaltung" }).getByText(email).waitFor();

    // The same e-mail again: the server's message after the required prefix, the input stays.
    await page.getByRole("button", { name: "Neuen Benutzer hinzufügen" }).click();
    await dialog.getByLabel("Name").fill("Doppelt");
    await dialog.getByLabel("E-Mail").fill(email);
    await dialog.getByLabel(/^Passwort\*?$/).fill("Geheim#2026");
    await dialog.getByRole("button", { name: "Benutzer erstellen" }).click();
    await dialog.getByText(/^Fehler beim Erstellen des Benutzers: .+/).waitFor();
    await page.keyboard.press("Escape");

    // The system parts live on the admin menu's System page: a real link, with its own URL.
    const menu = page.getByRole("navigation", { name: "Admin-Menü" });
    expect(await menu.getByRole("link", { name: "System" }).getAttribute("href")).toBe("/app/admin/system");
    await menu.getByRole("link", { name: "System" }).click();
    await page.waitForURL(/\/app\/admin\/system$/);
    await page.getByText("1.0.0").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Protokoll anzeigen" }).click();
    const logs = page.getByRole("dialog", { name: /Protokoll/ });
    await logs.getByRole("cell", { name: "Benutzer erstellt" }).first().waitFor();
    await logs.getByRole("cell", { name: "Anmeldung", exact: true }).first().waitFor();
    await page.keyboard.press("Escape");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Datensicherung" }).click();
    const file = await (await download).path();
    const backup = JSON.parse(readFileSync(file, "utf8")) as {
      format: string;
      tables: Record<string, Array<Record<string, unknown>>>;
    };
    expect(backup.format).toBe("tischservice-backup");
    expect(backup.tables.users?.some((user) => user.email === email)).toBe(true);
    expect(readFileSync(file, "utf8")).not.toContain("$argon2");

    await menu.getByRole("link", { name: "Auswertungen" }).click();
    await page.getByRole("heading", { name: "Reservierungen pro Woche" }).waitFor();
    expect(new URL(page.url()).searchParams.get("tab")).toBe("analytics");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await menu.getByRole("link", { name: "Restaurants" }).click();
    await page.getByRole("list", { name: "Restaurant-Übersicht" }).getByText("Trattoria Demo").waitFor();
    await context.close();
  });
});
