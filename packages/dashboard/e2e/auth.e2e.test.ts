import { describe, expect, inject, it } from "vitest";
import { cspViolations, recordCspViolations, seriousA11yViolations } from "../../../e2e/browser.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { admin, eventually, findMail, owner, signIn, subUser } from "./helpers.ts";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const browser = chromiumPerFile();

/** A browser restart keeps only cookies with an expiry: session cookies are gone. */
function afterRestart(state: Awaited<ReturnType<import("playwright-core").BrowserContext["storageState"]>>) {
  return { ...state, cookies: state.cookies.filter((cookie) => cookie.expires > 0) };
}

describe("sign-in and session", () => {
  it("given the owner without 'Angemeldet bleiben', lands on home and is signed out after a browser restart", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/app/login`);
    await page.getByRole("heading", { name: "Willkommen zurück" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await signIn(page, baseURL, owner);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/app/");
    expect(await seriousA11yViolations(page)).toEqual([]);
    const state = await context.storageState();
    expect(JSON.stringify(state)).not.toContain(owner.password);
    await context.close();

    const restarted = await browser().newContext({ storageState: afterRestart(state) });
    const again = await restarted.newPage();
    // `/app/` itself currently loops on the server (API static files), so a tab's address is used.
    await again.goto(`${baseURL}/app/calendar`);
    await again.getByRole("button", { name: "Anmelden" }).waitFor();
    expect(new URL(again.url()).pathname).toBe("/app/login");
    await restarted.close();
  });

  it("given the owner with 'Angemeldet bleiben', is still signed in after a browser restart", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, baseURL, owner, true);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    const state = await context.storageState();
    await context.close();

    const restarted = await browser().newContext({
      storageState: afterRestart(state),
      viewport: { width: 1280, height: 900 },
    });
    const again = await restarted.newPage();
    await again.goto(`${baseURL}/app/reservations`);
    await again.getByRole("heading", { name: "Reservierungen", level: 1 }).waitFor();
    expect(await seriousA11yViolations(again)).toEqual([]);
    await restarted.close();
  });

  it("given sign-in, home and the calendar, nothing breaks the Content-Security-Policy, not even a caught probe", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await recordCspViolations(context);
    const page = await context.newPage();
    const violations = () => cspViolations(page);
    await page.goto(`${baseURL}/app/login`);
    await page.getByRole("heading", { name: "Willkommen zurück" }).waitFor();
    expect(await violations()).toEqual([]);
    await signIn(page, baseURL, owner);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    // A client-side navigation keeps the page, and with it the violations seen since sign-in.
    await page.getByRole("link", { name: "Kalender" }).first().click();
    await page.waitForURL(/\/app\/calendar/);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it("given wrong credentials, shows the required German text in the red box", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signIn(page, baseURL, { email: owner.email, password: "falsch" });
    await expect(page.getByRole("alert").textContent()).resolves.toContain("Ungültige E-Mail oder Passwort");
    await context.close();
  });

  it("given a sub-user, shows the reduced menu and sends them home from a forbidden tab", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, baseURL, subUser);
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await nav.getByRole("link", { name: "Kalender" }).waitFor();
    expect(await nav.getByRole("link", { name: "Statistiken" }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Einstellungen" }).count()).toBe(0);
    await page.goto(`${baseURL}/app/settings`);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/app/");
    expect(await page.getByRole("link", { name: "Einstellungen" }).count()).toBe(0);
    await context.close();
  });

  it("given the admin, lands in the admin area", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signIn(page, baseURL, admin);
    await page.getByRole("heading", { name: "Administration" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/app/admin");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("password reset", () => {
  it("given the mail from the outbox, sets a new password and signs in with it", async () => {
    // A restaurant no other journey signs in to: its owner's password is changed here for good.
    const account = { email: "inhaber@olympia.example", password: "Neu#Passwort2026" };
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseURL}/app/forgot-password`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel("E-Mail").fill(account.email);
    await page.getByRole("button", { name: "Reset-Link senden" }).click();
    await page.getByRole("heading", { name: "E-Mail gesendet" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const mail = await eventually(() => findMail(dataDir, account.email));
    const link = /\/app\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toBeDefined();
    await page.goto(`${baseURL}${link}`);
    await page.getByLabel("Neues Passwort").fill(account.password);
    await page.getByLabel("Passwort bestätigen").fill(account.password);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Passwort zurücksetzen" }).click();
    await page.getByRole("heading", { name: "Passwort erfolgreich zurückgesetzt" }).waitFor();
    await page.waitForURL(/\/app\/login/);

    await signIn(page, baseURL, account);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();

    await page.goto(`${baseURL}${link}`);
    await page.getByRole("heading", { name: "Link ungültig" }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
