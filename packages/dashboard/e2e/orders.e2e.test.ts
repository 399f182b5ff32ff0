import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { owner, signIn } from "./helpers.ts";

const baseURL = inject("baseURL");
const browser = chromiumPerFile();

async function signedInOwner(): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, baseURL, owner);
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  return page;
}

interface OrderDto {
  _id: string;
  tableName: string;
  orderType: string;
  totalAmount: number;
  created_at: string;
  payment: unknown;
}

interface RevenueDto {
  totalRevenue: number;
  totalTips: number;
}

function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate((url) => fetch(url).then((response) => response.json()), path) as Promise<T>;
}

async function restaurantIdOf(page: Page): Promise<string> {
  const me = await api<{ user: { restaurantId: string } }>(page, "/api/users/me");
  return me.user.restaurantId;
}

async function revenueOf(page: Page, restaurantId: string): Promise<RevenueDto> {
  const answer = await api<{ data: { revenue: RevenueDto | null } }>(
    page,
    `/api/stats/${restaurantId}?period=30days`,
  );
  return answer.data.revenue ?? { totalRevenue: 0, totalTips: 0 };
}

const euro = (amount: number) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(amount);

describe("orders, payment and statistics", () => {
  it("takes a dine-in order on the floor plan and a take-away order with a menu item added live, delivers, blocks and pays with a tip, and counts it in the statistics", async () => {
    const office = await signedInOwner();
    const floor = await signedInOwner();
    const restaurantId = await restaurantIdOf(office);
    const before = await revenueOf(office, restaurantId);

    // A dine-in order from the floor plan, on a table without an open order.
    await floor.goto(`${baseURL}/app/floorplan`);
    const freeTable = floor
      .locator("#floor-plan-tables-heading ~ div button")
      .filter({ hasNotText: "offene Bestellung" })
      .first();
    await freeTable.click();
    const tableDialog = floor.getByRole("dialog");
    await tableDialog
      .getByRole("button", { name: /Menge erhöhen/ })
      .first()
      .click();
    await tableDialog
      .getByRole("button", { name: /Menge erhöhen/ })
      .first()
      .click();
    await tableDialog.getByRole("button", { name: /^Bestellung aufnehmen \(/ }).click();
    await tableDialog.getByText("Bestellung erfolgreich aufgenommen!").waitFor();
    const orders = await api<{ data: OrderDto[] }>(floor, `/api/orders/restaurant/${restaurantId}`);
    const dineIn = orders.data
      .filter((o) => o.orderType === "dine-in" && !o.payment)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    if (!dineIn) throw new Error("Die Bestellung vom Grundriss fehlt");
    await floor.keyboard.press("Escape");

    // The orders tab with the take-away dialog open on one page, the menu on the other.
    await floor.goto(`${baseURL}/app/orders`);
    const tableCard = floor.getByRole("article", { name: new RegExp(`^${dineIn.tableName}, `) });
    await tableCard.waitFor();
    expect(await seriousA11yViolations(floor)).toEqual([]);
    await floor.getByRole("button", { name: "Take-Away Bestellung", exact: true }).click();
    const takeAway = floor.getByRole("dialog");
    await takeAway.getByRole("tab", { name: "Getränke" }).click();

    const itemName = `E2E Spezi ${Date.now()}`;
    await office.goto(`${baseURL}/app/menu`);
    await office.getByRole("heading", { name: /^Getränke \(/ }).waitFor();
    expect(await seriousA11yViolations(office)).toEqual([]);
    await office.getByRole("button", { name: "Menüeintrag hinzufügen" }).click();
    await office.getByLabel("Name").fill(itemName);
    await office.getByLabel("Preis (€)").fill("3.40");
    await office.getByRole("combobox", { name: "Kategorie" }).click();
    await office.getByRole("option", { name: "Getränke" }).click();
    await office.getByRole("button", { name: "Speichern" }).click();
    await office.getByText(itemName).waitFor();

    await takeAway.getByText(itemName).waitFor({ timeout: 5000 });
    await takeAway.getByLabel("Kundenname").fill("E2E Kundin");
    await takeAway.getByRole("button", { name: `${itemName}: Menge erhöhen` }).click();
    await takeAway.getByRole("button", { name: /Take-Away Bestellung aufnehmen \(3,40\s€\)/ }).click();
    await takeAway.getByText("Bestellung erfolgreich aufgenommen!").waitFor();
    await takeAway.waitFor({ state: "detached" });
    await floor
      .getByRole("article", { name: /^Take-Away - E2E Kundin, Neu/ })
      .first()
      .waitFor();

    // Payment is blocked until everything is delivered.
    await tableCard.getByRole("button", { name: "Zur Zahlung" }).click();
    await floor
      .getByText("Alle Artikel müssen als geliefert markiert sein, bevor die Zahlung erfolgen kann.")
      .waitFor();
    await floor.keyboard.press("Escape");
    await tableCard.getByRole("button", { name: "Bestellung bearbeiten" }).click();
    await floor.getByRole("button", { name: "Alle als geliefert markieren" }).click();
    await floor.getByRole("dialog").getByRole("button", { name: "Zur Zahlung" }).click();
    await floor.getByLabel("Trinkgeld (€)").fill("1.50");
    await floor.getByRole("radio", { name: "Karte" }).click();
    expect(await seriousA11yViolations(floor)).toEqual([]);
    await floor.getByRole("button", { name: /^Zahlung abschließen/ }).click();
    await floor.getByText("Zahlung erfolgreich abgeschlossen!").first().waitFor();
    await tableCard.waitFor({ state: "detached" });

    // The statistics of the last 30 days count the order and its tip.
    await office.goto(`${baseURL}/app/past-reservations`);
    const tips = office.getByRole("region", { name: "Gesamt Trinkgeld" });
    await tips.getByText(euro(before.totalTips + 1.5), { exact: true }).waitFor();
    const revenue = office.getByRole("region", { name: "Gesamtumsatz" });
    await revenue
      .getByText(euro(Math.round((before.totalRevenue + dineIn.totalAmount + 1.5) * 100) / 100), {
        exact: true,
      })
      .waitFor();
    await office.getByRole("table", { name: "Auslastung nach Wochentag und Uhrzeit" }).waitFor();
    expect(await seriousA11yViolations(office)).toEqual([]);
  });
});
