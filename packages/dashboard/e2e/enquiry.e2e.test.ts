import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { freeSlot } from "../../../e2e/free-slot.ts";
import { chooseWidgetDate } from "../../../e2e/widget-calendar.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { uniqueAddress } from "./going-live.ts";
import { eventually, findMail, owner, signIn } from "./helpers.ts";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const browser = chromiumPerFile();
const PARTY = 14;

/** The path of the link in a mail's text that starts with `path`, with its token, on this server. */
function linkIn(mail: string, path: string): string {
  const found = new RegExp(`${path}[A-Za-z0-9_%-]+\\?token=[A-Za-z0-9_%-]+`).exec(mail)?.[0];
  if (!found) throw new Error(`kein Link ${path} in der E-Mail`);
  return `${baseURL}${found}`;
}

/** Ticks free tables in the accept dialog until they seat the party; answers their names. */
async function chooseTablesFor(dialog: Locator, party: number): Promise<string[]> {
  // Each table says "frei" or "belegt" once the evening's reservations are in.
  await dialog.getByText("frei", { exact: true }).first().waitFor();
  const chosen: string[] = [];
  let seats = 0;
  for (const row of await dialog.getByRole("listitem").all()) {
    if (seats >= party) break;
    const box = row.getByRole("checkbox");
    if (await box.isDisabled()) continue;
    const match = ((await row.locator("label").textContent()) ?? "").match(/^(.*), (\d+) Plätze$/);
    if (!match?.[1] || !match[2]) continue;
    await box.click();
    chosen.push(match[1]);
    seats += Number(match[2]);
  }
  if (seats < party) throw new Error(`nur ${seats} freie Plätze für ${party} Personen`);
  return chosen;
}

async function openWidgetDay(page: Page, restaurantId: string, date: string) {
  await page.goto(`${baseURL}/widget/?restaurant=${encodeURIComponent(restaurantId)}`);
  await chooseWidgetDate(page, date);
}

describe("a large group's enquiry", () => {
  it("given 14 guests in the widget, the guest sends an enquiry, the owner's open page shows it live and accepts it on combined tables, and the guest's link shows it accepted", async () => {
    const restaurants = (await (await fetch(`${baseURL}/api/restaurants`)).json()) as {
      data: Array<{ _id: string; name: string }>;
    };
    const trattoria = restaurants.data.find((restaurant) => restaurant.name === "Trattoria Demo");
    if (!trattoria) throw new Error("Trattoria Demo fehlt in den Demodaten");
    // An open evening late enough that no other journey of the run books it.
    const slot = await freeSlot(baseURL, trattoria._id, 8);
    const guest = { name: `Verein ${Date.now()}`, email: uniqueAddress("verein") };

    // The owner's reservations page is open before the enquiry arrives.
    const staffContext = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const staff = await staffContext.newPage();
    await signIn(staff, baseURL, owner);
    await staff.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await staff.goto(`${baseURL}/app/reservations`);
    await staff.getByRole("heading", { name: "Reservierungen", level: 1 }).waitFor();

    // The guest: 14 is above the Trattoria's online limit of 12, so the widget offers the enquiry.
    const guestContext = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const widget = await guestContext.newPage();
    await openWidgetDay(widget, trattoria._id, slot.date);
    await widget.getByRole("button", { name: String(PARTY), exact: true }).click();
    await widget
      .getByText(
        "Online können Sie für bis zu 12 Personen buchen. Für größere Gruppen senden Sie bitte eine Anfrage.",
      )
      .first()
      .waitFor();
    await widget.getByRole("button", { name: "Anfrage senden" }).click();
    await widget.getByRole("heading", { name: "Anfrage senden" }).waitFor();
    await widget.getByLabel(/^Gewünschte Uhrzeit/).fill(slot.time);
    await widget.getByRole("textbox", { name: /^Name/ }).fill(guest.name);
    await widget.getByRole("textbox", { name: /^E-Mail/ }).fill(guest.email);
    await widget.getByRole("textbox", { name: "Nachricht" }).fill("Jahresessen des Vereins");
    await widget.getByRole("checkbox").check();
    expect(await seriousA11yViolations(widget)).toEqual([]);
    await widget.getByRole("button", { name: "Anfrage senden" }).click();
    await widget.getByRole("heading", { name: "Anfrage gesendet" }).waitFor();

    // The receipt links to the enquiry's page: open.
    const receipt = await eventually(() => findMail(dataDir, `Guten Tag ${guest.name}, vielen Dank`));
    const statusLink = linkIn(receipt, "/app/enquiry/");
    await widget.goto(statusLink);
    await widget.getByRole("heading", { name: "Ihre Gruppenanfrage", level: 1 }).waitFor();
    await widget.getByText("Offen", { exact: true }).waitFor();

    // The owner's open page shows it without a reload and accepts it on combined tables.
    const card = staff.getByRole("article", { name: guest.name });
    await card.waitFor();
    await card.getByText("Jahresessen des Vereins").waitFor();
    await staff.getByRole("button", { name: `Annehmen: ${guest.name}` }).click();
    const dialog = staff.getByRole("dialog", { name: "Anfrage annehmen" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Uhrzeit").inputValue()).toBe(slot.time);
    const tables = await chooseTablesFor(dialog, PARTY);
    expect(tables.length).toBeGreaterThan(1);
    // The page with the dialog open (axe over the whole reservations page takes its time).
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await dialog.getByRole("button", { name: "Annehmen und bestätigen" }).click();
    await staff
      .getByText("Die Anfrage ist angenommen, die Reservierung bestätigt.", { exact: true })
      .waitFor();
    await dialog.waitFor({ state: "detached" });

    // The guest: a confirmation with the manage link, and the enquiry's page says accepted.
    // (The outbox files are quoted-printable: the needles stay ASCII.)
    const confirmation = await eventually(() => findMail(dataDir, `Hallo ${guest.name},`));
    expect(confirmation).toContain(guest.email);
    expect(confirmation).toContain("/app/reservation/");
    const manageLink = linkIn(confirmation, "/app/reservation/");
    await widget.goto(statusLink);
    await widget.getByText("Angenommen", { exact: true }).waitFor();
    await widget.goto(manageLink);
    await widget.getByText(`${PARTY} Personen`).first().waitFor();
    expect(await seriousA11yViolations(widget)).toEqual([]);

    await staffContext.close();
    await guestContext.close();
  }, 120_000);
});
