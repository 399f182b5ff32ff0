import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { freeSlot } from "../../../e2e/free-slot.ts";
import { chooseWidgetDate } from "../../../e2e/widget-calendar.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { signIn } from "./helpers.ts";

const baseURL = inject("baseURL");
const customer = { email: "gast@gast.example", password: "Gast#2026" };
const browser = chromiumPerFile();

describe("customer view", () => {
  it("given a customer, books through the widget for a chosen restaurant, sees it under my-reservations and cancels it", async () => {
    const restaurants = (await (await fetch(`${baseURL}/api/restaurants`)).json()) as {
      data: Array<{ _id: string; name: string }>;
    };
    const trattoria = restaurants.data.find((restaurant) => restaurant.name === "Trattoria Demo");
    if (!trattoria) throw new Error("Trattoria Demo fehlt");
    const { date, time } = await freeSlot(baseURL, trattoria._id);

    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, baseURL, customer);
    await page.getByRole("tab", { name: "Reservieren" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/app/customer");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("combobox", { name: "Restaurant auswählen" }).click();
    await page.getByRole("option", { name: /Trattoria Demo/ }).click();
    await chooseWidgetDate(page, date);
    await page.getByRole("button", { name: `${time} ✓ Verfügbar` }).click();
    await page.getByRole("textbox", { name: /^Name/ }).fill("Gina Gast");
    await page.getByRole("textbox", { name: /^E-Mail/ }).fill(customer.email);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await page.getByRole("heading", { name: /Reservierung (angefragt|bestätigt)/ }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("tab", { name: "Meine Reservierungen" }).click();
    const [year, month, day] = date.split("-");
    const card = page.getByRole("article", { name: `Trattoria Demo, ${day}.${month}.${year}, ${time}` });
    await card.waitFor();
    expect(await card.getAttribute("data-tone")).toMatch(/pending|confirmed/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await card.getByRole("button", { name: "Stornieren" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Ja, stornieren" }).click();
    await page.getByText("Die Reservierung wurde storniert.").first().waitFor();
    await expect.poll(() => card.getAttribute("data-tone")).toBe("cancelled");
    await expect.poll(() => card.getByRole("button", { name: "Stornieren" }).count()).toBe(0);
    await context.close();
  });
});
