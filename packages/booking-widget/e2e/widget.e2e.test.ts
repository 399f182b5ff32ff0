import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, seriousA11yViolations } from "../../../e2e/browser.ts";
import { freeSlot, outboxMailTo, reservationsOf, trattoria } from "./api-helpers.ts";
import { chooseDate } from "./calendar-steps.ts";
import { page as html, startHostSite } from "./host-page.ts";

const baseURL = inject("baseURL");
const stub = 'window.Tischservice=window.Tischservice||{q:[],open:function(o){this.q.push(["open",o])}};';
const hostile =
  "* { all: revert; font-size: 30px !important; box-sizing: content-box } button { background: red; padding: 40px } input { border: 5px dotted blue } div { margin: 13px; color: green }";

let browser: Browser;
let site: Awaited<ReturnType<typeof startHostSite>>;
let restaurantId = "";
const used: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  restaurantId = (await trattoria(baseURL)).id;
  const script = (extra = "") =>
    `<script src="${baseURL}/widget.js" data-restaurant="${restaurantId}" ${extra} async></script>`;
  const strictCsp = `default-src 'none'; script-src 'self' ${baseURL}; connect-src ${baseURL}; img-src ${baseURL}; style-src 'self'`;
  site = await startHostSite(
    {
      "/inline": { html: html(script()) },
      "/hostile": {
        html: html(
          `<div id="before">Vorher <button id="b">Knopf</button> <input id="i" aria-label="Feld"></div><div id="slot"></div>`,
          `<link rel="stylesheet" href="/hostile.css">`,
        ),
        csp: strictCsp,
      },
      "/two": {
        html: html(
          `${script()}<tischservice-booking restaurant="${restaurantId}" lang="en"></tischservice-booking>`,
        ),
      },
      "/button": { html: html(`<button id="own">Eigener Knopf</button>${script('data-mode="button"')}`) },
      "/queued": {
        html: html(
          `<script src="/stub.js"></script><script src="/open.js"></script><script src="${baseURL}/widget.js" async></script>`,
        ),
      },
    },
    {
      "/hostile.css": hostile,
      "/stub.js": stub,
      "/open.js": `window.Tischservice.open({ restaurant: ${JSON.stringify(restaurantId)} });`,
      "/late.js": `var s=document.createElement("script");s.src=${JSON.stringify(`${baseURL}/widget.js`)};s.dataset.restaurant=${JSON.stringify(restaurantId)};document.getElementById("slot").appendChild(s);`,
    },
  );
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Waits until the widget has moved the focus to the new step's heading (it does so after rendering). */
async function stepHeadingFocused(page: Page, heading: string) {
  await page.waitForFunction(
    (text) =>
      document.querySelector("tischservice-booking")?.shadowRoot?.activeElement?.textContent?.trim() === text,
    heading,
  );
}

async function nextSlot() {
  const slot = await freeSlot(baseURL, restaurantId, 2, used);
  used.push(`${slot.date} ${slot.time}`);
  return slot;
}

/** On the inline widget: the next free slot for two, the guest's details, on to the summary. */
async function summaryOfNextSlot(page: Page, name: string, email: string) {
  await page.goto(`${site.origin}/inline`);
  const slot = await nextSlot();
  await chooseDate(page, slot.date);
  await page.getByRole("button", { name: `${slot.time} ✓ Verfügbar` }).click();
  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  await page.getByRole("textbox", { name: /^E-Mail/ }).fill(email);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Weiter" }).click();
  return slot;
}

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@gast.example`;

describe("booking widget on a restaurant's website (another origin)", () => {
  it("given a guest with a mouse, books a table: stored with a table and pending, mail in the outbox, axe clean in each step", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const hosts = new Set<string>();
    page.on("request", (request) => hosts.add(new URL(request.url()).origin));
    await page.goto(`${site.origin}/inline`);
    const { date, time } = await nextSlot();
    await chooseDate(page, date);
    await page.getByRole("button", { name: `${time} ✓ Verfügbar` }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const email = uniqueEmail("maus");
    await page.getByRole("textbox", { name: /^Name/ }).fill("Maria Maus");
    await page.getByRole("textbox", { name: /^E-Mail/ }).fill(email);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Weiter" }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await page.getByRole("heading", { name: /Reservierung (angefragt|bestätigt)/ }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect([...hosts].sort()).toEqual([baseURL, site.origin].sort());
    const stored = await reservationsOf(baseURL, restaurantId, email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reservationDate: date,
      timeSlot: time,
      numberOfGuests: 2,
      status: "pending",
    });
    expect((stored[0]?.tableNumbers?.length ?? 0) + (stored[0]?.tableIds?.length ?? 0)).toBeGreaterThan(0);
    await expect.poll(() => outboxMailTo(email), { timeout: 15_000 }).not.toBeNull();
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    await context.close();
  });

  it("given a guest with only a keyboard, books a table", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.origin}/inline`);
    const { date, time } = await nextSlot();
    // The first date's slots have loaded: the calendar and the slot grid stand.
    await page
      .getByRole("button", { name: /✓ Verfügbar|✗ Ausgebucht/ })
      .or(page.getByText(/Keine Zeiten verfügbar|geschlossen/))
      .first()
      .waitFor();
    const activeDate = () =>
      page.evaluate(() => {
        const host = document.querySelector("tischservice-booking");
        return (host?.shadowRoot?.activeElement as HTMLElement | null)?.dataset.date ?? "";
      });
    // Tab from the top of the page into the calendar, then walk with the arrow keys to the date.
    for (let i = 0; i < 10 && !(await activeDate()); i++) await page.keyboard.press("Tab");
    for (let i = 0; i < 62; i++) {
      const focused = await activeDate();
      if (focused === date) break;
      await page.keyboard.press(focused < date ? "ArrowRight" : "ArrowLeft");
    }
    await page.keyboard.press("Enter");
    const slotName = `${time} ✓ Verfügbar`;
    const activeName = () =>
      page.evaluate(
        () => document.querySelector("tischservice-booking")?.shadowRoot?.activeElement?.textContent ?? "",
      );
    await page.getByRole("button", { name: slotName }).waitFor();
    for (let i = 0; i < 80 && (await activeName()) !== `${slotName.replace(" ✓", " ✓")}`; i++) {
      if ((await activeName()).replace(/\s+/g, " ").trim() === slotName) break;
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await stepHeadingFocused(page, "Ihre Angaben");
    const email = uniqueEmail("tastatur");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Kai Tastatur");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab"); // phone
    await page.keyboard.press("Tab"); // special requests
    await page.keyboard.press("Tab"); // consent
    await page.keyboard.press("Space");
    for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+Tab"); // back to the e-mail field
    await page.keyboard.press("Enter");
    await stepHeadingFocused(page, "Zusammenfassung");
    await page.keyboard.press("Tab"); // Zurück
    await page.keyboard.press("Tab"); // Verbindlich reservieren
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: /Reservierung (angefragt|bestätigt)/ }).waitFor();
    expect(await reservationsOf(baseURL, restaurantId, email)).toHaveLength(1);
    await expect.poll(() => outboxMailTo(email), { timeout: 15_000 }).not.toBeNull();
    await context.close();
  });

  it("given a hostile host page with a strict CSP, neither restyles nor is restyled", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on(
      "console",
      (message) => message.text().includes("[Tischservice]") && problems.push(message.text()),
    );
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${site.origin}/hostile`);
    const snapshot = () =>
      page.evaluate(() =>
        ["html", "body", "h1", "#before", "#b", "#i", "#slot", "p"].map((selector) => {
          const element = document.querySelector(selector);
          if (!element) return "";
          const style = getComputedStyle(element);
          // Sizes that follow the content's layout (the page gets longer) are not styles.
          const layout = /^(height|width|block-size|inline-size|perspective-origin|transform-origin)$/;
          return Array.from(style)
            .filter((name) => !layout.test(name))
            .map((name) => `${name}:${style.getPropertyValue(name)}`)
            .join(";");
        }),
      );
    const before = await snapshot();
    await page.addScriptTag({ url: `${site.origin}/late.js` });
    // Today may have no slot left late in the evening: a day known to have one, whatever the hour.
    const { date, time } = await nextSlot();
    await chooseDate(page, date);
    const slotButton = page.getByRole("button", { name: `${time} ✓ Verfügbar` });
    await slotButton.waitFor();
    expect(await snapshot()).toEqual(before);
    const styles = await slotButton.evaluate((element) => {
      const style = getComputedStyle(element);
      return { fontSize: style.fontSize, boxSizing: style.boxSizing, background: style.backgroundColor };
    });
    expect(styles).toEqual({ fontSize: "16px", boxSizing: "border-box", background: "rgb(255, 255, 255)" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("given two widgets on one page, both work on their own", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.origin}/two`);
    await expect.poll(() => page.locator("tischservice-booking").count()).toBe(2);
    await page.getByRole("heading", { name: "Verfügbare Zeiten" }).waitFor();
    await page.getByRole("heading", { name: "Available times" }).waitFor();
    await context.close();
  });

  it("given button mode, the dialog traps focus, closes on Escape and gives focus back", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.origin}/button`);
    const opener = page.getByRole("button", { name: "Tisch reservieren" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Tischreservierung" });
    await dialog.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    for (let i = 0; i < 40; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe(
      "tischservice-booking",
    );
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(
      await opener.evaluate((element) => element === (element.getRootNode() as ShadowRoot).activeElement),
    ).toBe(true);
    await context.close();
  });

  it("given calls queued before the script loaded, replays them: the dialog opens", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.origin}/queued`);
    await page.getByRole("dialog", { name: "Tischreservierung" }).waitFor();
    await context.close();
  });

  it("given the slot was taken by someone else meanwhile, says so and offers fresh slots with the details kept", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const { date, time } = await summaryOfNextSlot(page, "Spät Dran", uniqueEmail("spaet"));
    // Everyone else books every table at that time first.
    for (let i = 0; i < 40; i++) {
      const response = await fetch(`${baseURL}/api/reservation/${restaurantId}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          customerName: `Schneller ${i}`,
          customerEmail: uniqueEmail("schnell"),
          numberOfGuests: 2,
          reservationDate: date,
          timeSlot: time,
          website: "",
        }),
      });
      if (!response.ok) break;
    }
    await page.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await page
      .getByText(/nicht mehr verfügbar|Keine passenden Tische/)
      .first()
      .waitFor();
    await page
      .getByRole("button", { name: /✓ Verfügbar/ })
      .first()
      .click();
    expect(await page.getByRole("textbox", { name: /^Name/ }).inputValue()).toBe("Spät Dran");
    await context.close();
  });

  it("given the connection drops while booking, retries without booking twice", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = uniqueEmail("offline");
    await summaryOfNextSlot(page, "Otto Offline", email);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await page.getByRole("alert").filter({ hasText: "Verbindungsfehler" }).waitFor();
    await context.setOffline(false);
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await page.getByRole("heading", { name: /Reservierung (angefragt|bestätigt)/ }).waitFor();
    expect(await reservationsOf(baseURL, restaurantId, email)).toHaveLength(1);
    await context.close();
  });

  it("given a 320 px wide screen, fits without sideways scrolling", async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await page.goto(`${site.origin}/inline`);
    await page.getByRole("heading", { name: "Verfügbare Zeiten" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
