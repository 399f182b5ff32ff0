import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { chromiumPerFile, contextWithConsent, eventually, outboxMails } from "./helpers.ts";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const chromium = chromiumPerFile();

describe("demo request", () => {
  it("given bad input, shows the required German texts; then sends, clears the form, and both mails are in the outbox", async () => {
    const context = await contextWithConsent(chromium.browser);
    const page = await context.newPage();
    await page.goto(`${baseURL}/#demo`);
    const form = page.getByRole("region", { name: "Kostenlosen Demo-Termin vereinbaren" });
    const submit = form.getByRole("button", { name: "Demo anfragen" });

    await form.getByRole("textbox", { name: "Vorname" }).fill("   ");
    await submit.click();
    await expect
      .poll(() => form.getByRole("alert").textContent())
      .toBe("Bitte füllen Sie alle Pflichtfelder aus.");
    expect(await seriousA11yViolations(page)).toEqual([]);

    const address = `demo-${Date.now()}@restaurant.example`;
    await form.getByRole("textbox", { name: "Vorname" }).fill("Jonas");
    await form.getByRole("textbox", { name: "Nachname" }).fill("Keller");
    await form.getByRole("textbox", { name: "E-Mail" }).fill("jonas@restaurant");
    await submit.click();
    await expect
      .poll(() => form.getByRole("alert").textContent())
      .toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein.");

    await form.getByRole("textbox", { name: "E-Mail" }).fill(address);
    await form.getByRole("textbox", { name: "Restaurantname" }).fill("Gasthaus Keller");
    await submit.click();
    await expect
      .poll(() => form.getByRole("status").textContent())
      .toBe(
        "Vielen Dank! Ihre Demo-Anfrage wurde erfolgreich gesendet. Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
      );
    expect(await form.getByRole("textbox", { name: "Vorname" }).inputValue()).toBe("");
    expect(await seriousA11yViolations(page)).toEqual([]);

    const mails = await eventually(() => {
      const found = outboxMails(dataDir).filter(
        (mail) => mail.includes(address) || mail.includes("Gasthaus Keller"),
      );
      return found.length >= 2 ? found : null;
    });
    expect(mails.some((mail) => /^To:.*vertrieb@tischservice\.example/im.test(mail))).toBe(true);
    expect(mails.some((mail) => new RegExp(`^To:.*${address.replace(/[.]/g, "\\.")}`, "im").test(mail))).toBe(
      true,
    );
    await context.close();
  });
});
