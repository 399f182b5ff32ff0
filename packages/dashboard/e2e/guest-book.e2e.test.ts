import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { freeSlot } from "../../../e2e/free-slot.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { eventually, findMail, owner, signIn, subUser } from "./helpers.ts";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const browser = chromiumPerFile();

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

async function signedIn(account: { email: string; password: string }, viewport: typeof desktop) {
  const context = await browser().newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, baseURL, account);
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  return page;
}

async function restaurantIdOf(page: Page): Promise<string> {
  const me = await page.evaluate(() => fetch("/api/users/me").then((response) => response.json()));
  return (me as { user: { restaurantId: string } }).user.restaurantId;
}

/** The Gäste page's row of a guest found by the search field. */
async function searchGuest(page: Page, query: string, name: string) {
  await page.goto(`${baseURL}/app/guests`);
  await page.getByRole("heading", { name: "Gäste", level: 1 }).waitFor();
  await page.getByLabel("Gäste suchen").fill(query);
  const row = page.getByRole("article", { name });
  await row.waitFor();
  return row;
}

describe("guest book", () => {
  it("given the Trattoria's regular, the owner finds, tags and notes them, and a sub-user's open profile on a phone shows it live", async () => {
    const staff = await signedIn(subUser, phone);
    const ownerPage = await signedIn(owner, desktop);

    // Her next booking's card tells the staff who is coming: the tags, which visit, the note.
    await ownerPage.goto(`${baseURL}/app/reservations?q=${encodeURIComponent("Helga Brandt")}`);
    const card = ownerPage.getByRole("article", { name: /Helga Brandt/ }).first();
    await card.getByText(/Stammgast · Allergie · 7\. Besuch · Nussallergie/).waitFor();
    expect(await seriousA11yViolations(ownerPage)).toEqual([]);

    // The demo's regular: six visits, the automatic "Stammgast" and the staff's "Allergie".
    const row = await searchGuest(ownerPage, "brandt", "Helga Brandt");
    await row.getByText("Stammgast", { exact: true }).waitFor();
    await row.getByText("Allergie", { exact: true }).waitFor();
    expect(await seriousA11yViolations(ownerPage)).toEqual([]);
    await row.getByRole("link", { name: "Helga Brandt" }).click();
    await ownerPage.getByRole("heading", { name: "Helga Brandt" }).waitFor();
    const note = ownerPage.getByLabel("Notiz");
    await expect.poll(() => note.inputValue()).toBe("Nussallergie");
    expect(await seriousA11yViolations(ownerPage)).toEqual([]);

    // The sub-user opens the same profile from the list, on a phone.
    const staffRow = await searchGuest(staff, "helga", "Helga Brandt");
    await staffRow.getByRole("link", { name: "Helga Brandt" }).click();
    await staff.getByRole("heading", { name: "Helga Brandt" }).waitFor();
    expect(await seriousA11yViolations(staff)).toEqual([]);

    // The owner adds a tag and changes the note; each is saved at once.
    await ownerPage.getByRole("button", { name: "Geburtstag", exact: true }).click();
    await ownerPage.getByText("Gespeichert").first().waitFor();
    await note.fill("Nussallergie, Tisch am Fenster");
    await ownerPage.getByRole("button", { name: "Geburtstag", exact: true }).focus();
    await expect
      .poll(() =>
        ownerPage.getByRole("button", { name: "Geburtstag", exact: true }).getAttribute("aria-pressed"),
      )
      .toBe("true");

    // The sub-user's open page follows without a reload.
    await expect.poll(() => staff.getByLabel("Notiz").inputValue()).toBe("Nussallergie, Tisch am Fenster");
    await expect
      .poll(() => staff.getByRole("button", { name: "Geburtstag", exact: true }).getAttribute("aria-pressed"))
      .toBe("true");

    // After a reload the owner's change is still there.
    await ownerPage.reload();
    await expect
      .poll(() => ownerPage.getByLabel("Notiz").inputValue())
      .toBe("Nussallergie, Tisch am Fenster");
    await staff.context().close();
    await ownerPage.context().close();
  });

  it("given a new guest's booking, the guest book lists them as new, and their 'Ich komme wie geplant' reaches the open reservation page live", async () => {
    const ownerPage = await signedIn(owner, desktop);
    const restaurantId = await restaurantIdOf(ownerPage);
    const stamp = Date.now();
    const name = `Erika Neumann ${stamp}`;
    const email = `erika.${stamp}@example.com`;
    const { date, time } = await freeSlot(baseURL, restaurantId);
    const booked = await fetch(`${baseURL}/api/reservation/${restaurantId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        customerName: name,
        customerEmail: email,
        customerPhone: "+49 30 7654321",
        numberOfGuests: 2,
        reservationDate: date,
        timeSlot: time,
      }),
    });
    expect(booked.status).toBe(201);
    const id = ((await booked.json()) as { data: { _id: string } }).data._id;

    const row = await searchGuest(ownerPage, email, name);
    await row.getByText("Neu", { exact: true }).waitFor();

    // The owner's reservation page is open when the guest answers.
    await ownerPage.goto(`${baseURL}/app/reservation/${id}`);
    await ownerPage.getByText(name).first().waitFor();
    // Reminders go to confirmed reservations only: the restaurant confirms the widget's booking first.
    await ownerPage.getByRole("button", { name: "Bestätigen" }).first().click();
    await ownerPage.getByText("Reservierung erfolgreich bestätigt!").first().waitFor();
    expect(await ownerPage.getByText(/^Vom Gast bestätigt/).count()).toBe(0);

    // The guest's link (the one in the mail) with the reminder's "Ich komme wie geplant".
    const mail = await eventually(() => findMail(dataDir, id));
    const link = new RegExp(`/app/reservation/${id}\\?token=[A-Za-z0-9_%-]+`).exec(mail)?.[0];
    expect(link).toBeDefined();
    const guestContext = await browser().newContext({ viewport: phone });
    const guest = await guestContext.newPage();
    await guest.goto(`${baseURL}${link}&confirm=1`);
    // Opening the link records nothing (mail scanners open links too): the guest's click does.
    await guest.getByRole("button", { name: "Ich komme wie geplant" }).click();
    await guest.getByText("Vielen Dank! Wir haben notiert, dass Sie wie geplant kommen.").waitFor();
    expect(await seriousA11yViolations(guest)).toEqual([]);

    await ownerPage.getByText(/^Vom Gast bestätigt am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr$/).waitFor();
    await guestContext.close();
    await ownerPage.context().close();
  });
});
