import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, seriousA11yViolations } from "../../../e2e/browser.ts";
import { type Account, createFreshOwner, signedIn } from "./fresh-owner.ts";
import { berlinDate, owner, signIn } from "./helpers.ts";

const baseURL = inject("baseURL");
let browser: Browser;
let fresh: Account;

/** A 1×1 transparent PNG. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

beforeAll(async () => {
  browser = await launchChromium();
  fresh = await createFreshOwner(browser, baseURL, "settings");
});
afterAll(async () => {
  await browser.close();
});

async function openSettings(page: Page) {
  await page.goto(`${baseURL}/app/settings`);
  await page.getByRole("heading", { name: "Einstellungen", level: 1 }).waitFor();
  await page.getByRole("group", { name: "Dienstag" }).waitFor();
}

describe("settings of a new owner", () => {
  it("given no restaurant, creates it; then an opening-hour change shows the indicator and survives a reload", async () => {
    const { context, page } = await signedIn(browser, baseURL, fresh);
    await page.getByText("Keine Restaurant-Konfiguration gefunden").waitFor();
    await page.getByLabel(/^Name/).fill("E2E Einstellungen Bistro");
    await page.getByRole("button", { name: "Restaurant jetzt erstellen" }).click();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await openSettings(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Hold the save until the indicator was seen, so "Speichert..." is checked without racing the server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/restaurants/*/config", async (route) => {
      if (route.request().method() === "PUT") await held;
      await route.continue();
    });
    const tuesday = page.getByRole("group", { name: "Dienstag" });
    await tuesday.getByLabel("Schließt").fill("23:30");
    await page.getByText("Speichert...").waitFor();
    release();
    await page.getByText("Gespeichert", { exact: true }).waitFor();
    await page.unroute("**/api/restaurants/*/config");

    await page.reload();
    await page.getByRole("heading", { name: "Einstellungen", level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole("group", { name: "Dienstag" }).getByLabel("Schließt").inputValue())
      .toBe("23:30");
    await context.close();
  });

  it("given a banner, uploads it with a preview; refuses an 11 MB file and a text file renamed .png", async () => {
    const { context, page } = await signedIn(browser, baseURL, fresh);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await openSettings(page);
    const input = page.getByLabel("Banner hochladen");

    await input.setInputFiles({
      name: "gross.png",
      mimeType: "image/png",
      buffer: Buffer.concat([tinyPng, Buffer.alloc(11 * 1024 * 1024)]),
    });
    await page.getByText("Die Datei ist zu groß. Maximale Größe: 10MB").waitFor();

    await input.setInputFiles({
      name: "notiz.png",
      mimeType: "image/png",
      buffer: Buffer.from("Hallo, kein Bild"),
    });
    await page
      .getByText(
        "Fehler beim Hochladen des Banners: Nur Bilddateien (JPEG, JPG, PNG, WEBP, GIF) sind erlaubt!",
      )
      .waitFor();

    await input.setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: tinyPng });
    await page.getByText("Banner erfolgreich hochgeladen.").first().waitFor();
    await page.getByLabel("Banner ersetzen").waitFor();
    const src = await page.locator('[data-slot="image-upload"] img').getAttribute("src");
    expect(src).toMatch(/^\/api\/uploads\//);
    const image = await page.request.get(`${baseURL}${src}`);
    expect(image.headers()["content-type"]).toBe("image/png");

    await page.getByRole("button", { name: "Banner löschen" }).click();
    await page.getByRole("alertdialog", { name: "Möchten Sie das Banner-Bild wirklich löschen?" }).waitFor();
    await page.getByRole("alertdialog").getByRole("button", { name: "Banner löschen" }).click();
    await page.getByLabel("Banner hochladen").waitFor();
    await context.close();
  });

  // The strong rule's own messages are tested in core and at the panel; here the form's flow end to end.
  it("given each wrong input, shows the required German password messages; then changes it and signs in with the new one", async () => {
    const { context, page } = await signedIn(browser, baseURL, fresh);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await openSettings(page);
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    const form = page.locator("form").filter({ has: page.getByLabel("Aktuelles Passwort") });
    const current = form.getByLabel("Aktuelles Passwort", { exact: true });
    const next = form.getByLabel("Neues Passwort", { exact: true });
    const confirm = form.getByLabel("Neues Passwort bestätigen", { exact: true });
    const submit = form.getByRole("button", { name: "Passwort ändern" });
    const attempt = async (values: [string, string, string], message: string) => {
      await current.fill(values[0]);
      await next.fill(values[1]);
      await confirm.fill(values[2]);
      await submit.click();
      await form.getByText(message).waitFor();
    };
    await attempt(["", "", ""], "Bitte füllen Sie alle Felder aus.");
    await attempt([fresh.password, "Neu#2026xy", "Neu#2026yz"], "Die neuen Passwörter stimmen nicht überein");
    await attempt(
      [fresh.password, fresh.password, fresh.password],
      "Das neue Passwort muss sich vom aktuellen Passwort unterscheiden.",
    );
    const long = "x".repeat(101);
    await attempt([fresh.password, long, long], "Maximal 100 Zeichen sind erlaubt");
    await attempt(["falsch123", "Neu#2026xy", "Neu#2026xy"], "Das aktuelle Passwort ist nicht korrekt");

    await attempt([fresh.password, "Neu#2026xy", "Neu#2026xy"], "Passwort erfolgreich geändert!");
    // The panel closes 3 s after the success.
    await current.waitFor({ state: "detached", timeout: 6000 });
    await context.close();

    const again = await browser.newContext();
    const login = await again.newPage();
    await signIn(login, baseURL, { email: fresh.email, password: "Neu#2026xy" });
    await login.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await again.close();
  });
});

const monthNames = new Intl.DateTimeFormat("de-DE", { month: "long", timeZone: "UTC" });

/** '20. Mai 2026' for `2026-05-20`. */
function calendarDayLabel(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${day}. ${monthNames.format(new Date(Date.UTC(year, month - 1, day)))} ${year}`;
}

async function slotsOf(restaurantId: string, date: string) {
  return (await fetch(`${baseURL}/api/simple-timeslots/${restaurantId}/${date}/2`).then((r) => r.json())) as {
    closed: boolean;
    timeSlots: Array<{ available: boolean }>;
  };
}

describe("special hours of the demo restaurant", () => {
  it("given a closed special day, the calendar greys it and the widget's slot API offers nothing; deleting it reopens", async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, baseURL, owner);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    const me = (await page.evaluate(() => fetch("/api/users/me").then((r) => r.json()))) as {
      user: { restaurantId: string };
    };
    const restaurantId = me.user.restaurantId;
    let date = "";
    for (let day = 40; day < 50 && date === ""; day++) {
      const candidate = berlinDate(day);
      if ((await slotsOf(restaurantId, candidate)).timeSlots.some((slot) => slot.available)) date = candidate;
    }
    expect(date).not.toBe("");

    await openSettings(page);
    await page.getByRole("button", { name: "Spezielle Zeit hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Spezielle Öffnungszeit hinzufügen" });
    await dialog.getByLabel(/^Titel/).fill("E2E Betriebsausflug");
    await dialog.getByLabel(/^Startdatum/).fill(date);
    await dialog.getByLabel(/^Enddatum/).fill(berlinDate(30));
    await dialog.getByText("Das Enddatum darf nicht vor dem Startdatum liegen.").waitFor();
    expect(await dialog.getByRole("button", { name: "Speichern" }).isDisabled()).toBe(true);
    await dialog.getByLabel(/^Enddatum/).fill(date);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("listitem", { name: "E2E Betriebsausflug" }).waitFor();

    const closedDay = await slotsOf(restaurantId, date);
    expect(closedDay.closed).toBe(true);
    expect(closedDay.timeSlots.filter((slot) => slot.available)).toEqual([]);

    await page.goto(`${baseURL}/app/calendar?date=${date}`);
    await page
      .getByRole("button", {
        name: new RegExp(`, ${calendarDayLabel(date).replaceAll(".", "\\.")}: geschlossen$`),
      })
      .waitFor();

    await openSettings(page);
    await page.getByRole("button", { name: "E2E Betriebsausflug löschen" }).click();
    await page
      .getByRole("alertdialog", { name: "Möchten Sie diese spezielle Öffnungszeit wirklich löschen?" })
      .getByRole("button", { name: "Löschen" })
      .click();
    await page.getByRole("listitem", { name: "E2E Betriebsausflug" }).waitFor({ state: "detached" });
    expect((await slotsOf(restaurantId, date)).closed).toBe(false);
    await context.close();
  });
});
