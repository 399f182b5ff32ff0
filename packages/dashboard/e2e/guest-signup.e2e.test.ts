import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { bookInWidget, freeSlot, newVerificationLink, partnerList, uniqueAddress } from "./going-live.ts";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const browser = chromiumPerFile();

describe("a guest signs up after booking", () => {
  it("given a booking through the widget, signs up from its success step, verifies and sees that booking and no one else's", async () => {
    const trattoria = (await partnerList(baseURL)).find((restaurant) => restaurant.name === "Trattoria Demo");
    if (!trattoria) throw new Error("Trattoria Demo fehlt in den Demodaten");
    const slot = await freeSlot(baseURL, trattoria._id);
    const guest = { name: "Greta Gast", email: uniqueAddress("greta"), password: "Greta#Gast2026" };

    // Someone else books the same evening: that booking must not show up in Greta's account.
    const other = await fetch(`${baseURL}/api/reservation/${trattoria._id}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        customerName: "Otto Anders",
        customerEmail: uniqueAddress("otto"),
        numberOfGuests: 2,
        reservationDate: slot.date,
        timeSlot: slot.time,
        website: "",
      }),
    });
    expect(other.status).toBe(201);

    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/widget/?restaurant=${encodeURIComponent(trattoria._id)}`);
    await bookInWidget(page, slot, guest);

    // "Konto anlegen …" opens the guest sign-up in a new tab with the booked address filled in.
    const [signup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: "Konto anlegen, um Reservierungen zu verwalten" }).click(),
    ]);
    await signup.getByRole("heading", { name: "Gastkonto anlegen", level: 1 }).waitFor();
    expect(new URL(signup.url()).searchParams.get("type")).toBe("guest");
    expect(await signup.getByLabel(/^E-Mail\*?$/).inputValue()).toBe(guest.email);
    expect(await signup.getByLabel(/^Name des Restaurants/).count()).toBe(0);
    expect(await seriousA11yViolations(signup)).toEqual([]);
    await signup.getByLabel(/^Ihr Name/).fill(guest.name);
    await signup.getByLabel(/^Passwort\*?$/).fill(guest.password);
    await signup.getByRole("checkbox", { name: /^Ich stimme den AGB/ }).check();
    await signup.getByRole("button", { name: "Konto erstellen" }).click();
    await signup.getByRole("heading", { name: "Bitte prüfen Sie Ihr Postfach", level: 1 }).waitFor();

    // The link from the mail confirms on the click, signs in and opens "Meine Reservierungen" with the
    // widget booking.
    await signup.goto(`${baseURL}${await newVerificationLink(dataDir, guest.email)}`);
    await signup.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await signup.getByRole("tab", { name: "Meine Reservierungen", selected: true }).waitFor();
    const [year, month, day] = slot.date.split("-");
    await signup
      .getByRole("article", { name: `Trattoria Demo, ${day}.${month}.${year}, ${slot.time}` })
      .waitFor();
    expect(await signup.getByRole("article").count()).toBe(1);
    expect(await seriousA11yViolations(signup)).toEqual([]);
    await context.close();
  });
});
