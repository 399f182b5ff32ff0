import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, seriousA11yViolations } from "../../../e2e/browser.ts";
import type { BuiltServer } from "../../../e2e/start-built-server.mjs";
import {
  type Account,
  bookInWidget,
  freeSlot,
  newVerificationLink,
  signUpRestaurant,
  startEmptyPlatform,
  uniqueAddress,
} from "./going-live.ts";
import { signIn } from "./helpers.ts";

// A platform as an operator starts it for real: no demo data (so the partner list on `/` has room for
// the new restaurant, which it would not behind the demo's seven), the first admin from the CLI.
let platform: BuiltServer;
let browser: Browser;

const admin: Account = {
  name: "Erste Administratorin",
  email: uniqueAddress("admin"),
  password: "Admin#Live2026",
};

beforeAll(async () => {
  [browser, platform] = await Promise.all([launchChromium(), startEmptyPlatform(admin)]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A visitor's desktop context that already made its cookie choice (no banner over the site). */
async function visitorContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    localStorage.setItem(
      "cookieConsent",
      JSON.stringify({ essential: true, analytics: false, marketing: false }),
    );
  });
  return context;
}

/** Back to the dashboard's home page through the main navigation, the checklist loaded. */
async function goHome(page: Page) {
  await page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
}

describe("a restaurant signs up and goes live", () => {
  it("given Jetzt starten on the site, signs up with the plan, verifies from the mail and works through the checklist to its first booking", async () => {
    const { baseURL, dataDir } = platform;
    const owner: Account = {
      name: "Rosa Neumann",
      email: uniqueAddress("rosa"),
      password: "Rosa#Gasthaus26",
    };
    const restaurantName = `Gasthaus Neumann ${Date.now()}`;
    const context = await visitorContext();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const page = await context.newPage();

    await page.goto(`${baseURL}/`);
    await page
      .getByRole("region", { name: "Preise" })
      .getByRole("listitem")
      .filter({ hasText: "pro Jahr" })
      .getByRole("link", { name: "Jetzt starten" })
      .click();
    await page.waitForURL(`${baseURL}/app/register?plan=all-in-one-yearly`);
    const plan = page.getByRole("region", { name: "Gewählter Tarif" });
    await plan.getByText("All in One").waitFor();
    await plan.getByText("pro Jahr").waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel(/^Ihr Name/).fill(owner.name);
    await page.getByLabel(/^Name des Restaurants/).fill(restaurantName);
    await page.getByLabel(/^E-Mail\*?$/).fill(owner.email);
    await page.getByLabel(/^Passwort\*?$/).fill(owner.password);
    await page.getByRole("checkbox", { name: /^Ich stimme den AGB/ }).check();
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await page.getByRole("heading", { name: "Bitte prüfen Sie Ihr Postfach", level: 1 }).waitFor();
    await page.getByText(`Gesendet an ${owner.email}`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The link from the mail confirms on the click (not on load), signs in and opens home with the
    // checklist: nothing done yet.
    const link = await newVerificationLink(dataDir, owner.email);
    await page.goto(`${baseURL}${link}`);
    await page.getByRole("heading", { name: "Bestätigen Sie Ihre E-Mail-Adresse", level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/app/");
    const checklist = page.getByRole("region", { name: "Erste Schritte" });
    await checklist.getByText(/^[01] von 5 erledigt$/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const done = (title: string) => checklist.getByRole("heading", { name: `Erledigt: ${title}` });

    // 1. Restaurant data: each field is saved when it loses the focus.
    await checklist.getByRole("link", { name: "Restaurantdaten bearbeiten" }).click();
    await page.getByRole("heading", { name: "Einstellungen", level: 1 }).waitFor();
    const details = {
      Adresse: "Lindenstraße 5, 10969 Berlin",
      Telefon: "030 1234567",
      Beschreibung: "Berliner Küche mit Zutaten aus Brandenburg.",
    };
    for (const [label, value] of Object.entries(details)) {
      const field = page.getByLabel(label, { exact: true });
      const saved = page.waitForResponse(
        (response) => response.url().includes("/api/restaurants/") && response.request().method() === "PUT",
      );
      await field.fill(value);
      await field.blur();
      expect((await saved).status()).toBe(200);
    }
    await goHome(page);
    await done("Restaurantdaten und Banner-Bild").waitFor();

    // 2. Opening hours, saved once (the defaults alone do not count).
    await checklist.getByRole("link", { name: "Öffnungszeiten festlegen" }).click();
    const hoursSaved = page.waitForResponse(
      (response) => response.url().endsWith("/config") && response.request().method() === "PUT",
    );
    await page.getByRole("group", { name: "Dienstag" }).getByLabel("Schließt").fill("23:00");
    expect((await hoursSaved).status()).toBe(200);
    await page.getByText("Gespeichert", { exact: true }).waitFor();
    await goHome(page);
    await done("Öffnungszeiten").waitFor();

    // 3. Tables through the quick configuration.
    await checklist.getByRole("link", { name: "Tische anlegen" }).click();
    await page.getByRole("heading", { name: "Schnelle Tisch-Konfiguration" }).waitFor();
    for (let i = 0; i < 2; i++)
      await page.getByRole("button", { name: "Tisch mit 4 Plätzen hinzufügen" }).click();
    await expect
      .poll(() => page.getByRole("article", { name: /^4er Tisch \d+$/ }).count(), { timeout: 15_000 })
      .toBe(2);
    await goHome(page);
    await done("Tische anlegen").waitFor();

    // 4. The widget snippet, copied to the clipboard.
    await checklist.getByRole("button", { name: "Code anzeigen" }).click();
    const snippet = await checklist.getByLabel("Ihr Code").inputValue();
    expect(snippet).toContain(`src="${baseURL}/widget.js"`);
    const restaurantId = /data-restaurant="([^"]+)"/.exec(snippet)?.[1] ?? "";
    expect(restaurantId).not.toBe("");
    await checklist.getByRole("button", { name: "Code kopieren" }).click();
    await checklist.getByText("Der Code ist kopiert. Fügen Sie ihn jetzt in Ihre Website ein.").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await done("Buchungs-Widget einbinden").waitFor();
    await checklist.getByText("4 von 5 erledigt").waitFor();

    // 5. A test booking on the widget's demo page (a new tab); home ticks it live.
    const [demo] = await Promise.all([
      context.waitForEvent("page"),
      checklist.getByRole("link", { name: /^Widget-Demo öffnen/ }).click(),
    ]);
    await bookInWidget(demo, await freeSlot(baseURL, restaurantId), { name: owner.name, email: owner.email });
    await demo.close();
    await checklist.getByText("Geschafft! Ihr Restaurant ist startklar.").waitFor();
    const state = (await page.evaluate(
      (id) => fetch(`/api/onboarding/${id}`).then((response) => response.json()),
      restaurantId,
    )) as { data: { steps: Record<string, boolean> } };
    expect(state.data.steps).toEqual({
      details: true,
      hours: true,
      tables: true,
      widget: true,
      testBooking: true,
    });

    // Listed on the public site at once, with the data just entered.
    await page.goto(`${baseURL}/`);
    await page.getByRole("button", { name: `Details: ${restaurantName}` }).click();
    await page.getByRole("dialog", { name: restaurantName }).getByText(details.Adresse).first().waitFor();
    await context.close();
  }, 120_000);

  it("given a sign-in before verifying, refuses it with a resend; the new link asks for a password and signs in, the first one is superseded", async () => {
    const { baseURL, dataDir } = platform;
    const owner: Account = { name: "Paul Früh", email: uniqueAddress("paul"), password: "Paul#Bistro26" };
    await signUpRestaurant(baseURL, owner, `Bistro Früh ${Date.now()}`);
    const first = await newVerificationLink(dataDir, owner.email);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    await signIn(page, baseURL, owner);
    const refusal = page
      .getByRole("alert")
      .filter({ hasText: "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse." });
    await refusal.waitFor();
    await refusal.getByRole("button", { name: "Bestätigungslink erneut senden" }).click();
    await page.getByText(/^Falls ein unbestätigtes Konto mit dieser E-Mail-Adresse existiert/).waitFor();
    expect(new URL(page.url()).pathname).toBe("/app/login");
    const second = await newVerificationLink(dataDir, owner.email, [first]);

    await page.goto(`${baseURL}${first}`);
    await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await page.getByRole("heading", { name: "Bestätigung nicht möglich", level: 1 }).waitFor();
    await page.getByText("Dieser Bestätigungslink ist ungültig. Bitte fordern Sie einen neuen an.").waitFor();
    await page.getByRole("button", { name: "Bestätigungslink erneut senden" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A resent link carries no password: the visitor chooses one, and the same button confirms with it.
    await page.goto(`${baseURL}${second}`);
    await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await page.getByRole("heading", { name: "Passwort festlegen", level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel(/^Passwort\*?$/).fill(owner.password);
    await page.getByLabel(/^Passwort wiederholen/).fill(owner.password);
    await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.getByRole("region", { name: "Erste Schritte" }).waitFor();

    // Single use: the same link again says so and offers the sign-in (this browser keeps its session).
    await page.goto(`${baseURL}${second}`);
    await page
      .getByText(`Sie sind als ${owner.name} angemeldet. Die Bestätigung meldet Sie nicht um.`)
      .waitFor();
    await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await page
      .getByText("Dieser Bestätigungslink wurde bereits verwendet. Sie können sich anmelden.")
      .waitFor();
    await context.close();
  });
});

describe("the first administrator and a new sign-up", () => {
  it("given a sign-up, the admin sees its verification state, hides its restaurant from the partner list, deactivates and reactivates the owner", async () => {
    const { baseURL, dataDir } = platform;
    const owner: Account = { name: "Lena Acker", email: uniqueAddress("lena"), password: "Lena#Acker2026" };
    const restaurantName = `Ackerhof ${Date.now()}`;
    await signUpRestaurant(baseURL, owner, restaurantName);

    // The administrator created with create-admin before the start.
    const adminContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, baseURL, admin);
    await adminPage.getByRole("heading", { name: "Administration", level: 1 }).waitFor();
    const ownerRow = adminPage
      .getByRole("table", { name: "Benutzerverwaltung" })
      .getByRole("row")
      .filter({ hasText: owner.email });
    await ownerRow.getByText("Unbestätigt", { exact: true }).waitFor();
    await ownerRow.getByText(/^registriert am \d{2}\.\d{2}\.\d{4}$/).waitFor();

    // The owner verifies and keeps the dashboard open.
    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${baseURL}${await newVerificationLink(dataDir, owner.email)}`);
    await ownerPage.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await ownerPage.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await adminPage.reload();
    await ownerRow.getByText("Bestätigt", { exact: true }).waitFor();
    await ownerRow.getByText(/^bestätigt am \d{2}\.\d{2}\.\d{4}$/).waitFor();
    expect(await seriousA11yViolations(adminPage)).toEqual([]);

    // Hidden from the partner list: gone from the live list on `/`.
    const visitor = await visitorContext();
    const site = await visitor.newPage();
    await site.goto(`${baseURL}/`);
    const partner = site.getByRole("button", { name: `Details: ${restaurantName}` });
    await partner.waitFor();
    await adminPage
      .getByRole("navigation", { name: "Admin-Menü" })
      .getByRole("link", { name: "Restaurants" })
      .click();
    const card = adminPage
      .getByRole("list", { name: "Restaurant-Übersicht" })
      .getByRole("listitem")
      .filter({ hasText: restaurantName });
    await card.getByRole("button", { name: "Ausblenden" }).click();
    await card.getByText("Ausgeblendet", { exact: true }).waitFor();
    const partners = site.getByRole("region", { name: "Unsere Partner-Restaurants" });
    const answered = site.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/restaurants",
    );
    await site.reload();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => partners.getAttribute("aria-busy"), { timeout: 10_000 }).toBeNull();
    expect(await partner.count()).toBe(0);
    await visitor.close();

    // Deactivated: the owner's open tab is signed out on its next request, and sign-in is refused.
    await adminPage
      .getByRole("navigation", { name: "Admin-Menü" })
      .getByRole("link", { name: "Benutzer" })
      .click();
    await ownerRow.getByRole("button", { name: "Deaktivieren" }).click();
    await adminPage
      .getByRole("alertdialog", { name: "Benutzer deaktivieren?" })
      .getByRole("button", { name: "Deaktivieren" })
      .click();
    await ownerRow.getByText("Deaktiviert", { exact: true }).waitFor();
    // A page this tab has not loaded yet, so that its data is asked for (cached lists would not be).
    await ownerPage
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Unterbenutzer" })
      .click();
    await ownerPage.waitForURL(/\/app\/login/);
    await signIn(ownerPage, baseURL, owner);
    await ownerPage
      .getByRole("alert")
      .filter({ hasText: "Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support." })
      .waitFor();

    // Reactivated: the owner signs in again.
    await ownerRow.getByRole("button", { name: "Aktivieren" }).click();
    await adminPage
      .getByRole("alertdialog", { name: "Benutzer wieder aktivieren?" })
      .getByRole("button", { name: "Aktivieren" })
      .click();
    await ownerRow.getByText("Bestätigt", { exact: true }).waitFor();
    await signIn(ownerPage, baseURL, owner);
    await ownerPage.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await ownerContext.close();
    await adminContext.close();
  }, 120_000);
});
