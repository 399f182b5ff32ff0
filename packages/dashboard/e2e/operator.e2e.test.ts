import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { berlinDate, owner, signIn } from "./helpers.ts";

const baseURL = inject("baseURL");
const browser = chromiumPerFile();

async function signedInOwner(): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, baseURL, owner);
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  return page;
}

async function restaurantIdOf(page: Page): Promise<string> {
  const me = await page.evaluate(() => fetch("/api/users/me").then((response) => response.json()));
  return (me as { user: { restaurantId: string } }).user.restaurantId;
}

/** Books like the public widget does (no cookie), on the first free slot from `fromDay` on. */
async function bookThroughPublicApi(restaurantId: string, customerName: string, fromDay: number) {
  for (let day = fromDay; day < fromDay + 14; day++) {
    const date = berlinDate(day);
    const slots = (await fetch(`${baseURL}/api/simple-timeslots/${restaurantId}/${date}/2`).then((r) =>
      r.json(),
    )) as {
      timeSlots: Array<{ time: string; available: boolean }>;
    };
    const slot = slots.timeSlots.find((s) => s.available);
    if (!slot) continue;
    const response = await fetch(`${baseURL}/api/reservation/${restaurantId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        customerName,
        customerEmail: "e2e.gast@example.com",
        customerPhone: "+49 30 1234567",
        numberOfGuests: 2,
        reservationDate: date,
        timeSlot: slot.time,
      }),
    });
    expect(response.ok).toBe(true);
    return;
  }
  throw new Error("Kein freier Zeitslot gefunden");
}

async function counter(page: Page, label: string): Promise<number> {
  const tile = page
    .locator('[data-slot="stat-tile"]')
    .filter({ has: page.getByText(label, { exact: true }) });
  return Number(await tile.locator("dd").first().textContent());
}

describe("operator dashboard, live", () => {
  it("given a booking through the public API, shows it in the list and counters live (no reload), then confirms and rejects", async () => {
    const page = await signedInOwner();
    const restaurantId = await restaurantIdOf(page);
    await page.goto(`${baseURL}/app/reservations?status=pending`);
    await page.getByRole("heading", { name: "Reservierungen", level: 1 }).waitFor();
    await page.locator('[data-slot="stat-tile"]').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const pendingBefore = await counter(page, "Ausstehend");

    const first = `E2E Live ${Date.now()}`;
    await bookThroughPublicApi(restaurantId, first, 3);
    const card = page.getByRole("article", { name: new RegExp(first) });
    await card.waitFor({ timeout: 10_000 });
    await expect.poll(() => counter(page, "Ausstehend"), { timeout: 10_000 }).toBe(pendingBefore + 1);
    await page.getByText("Neue Reservierung", { exact: true }).first().waitFor({ timeout: 10_000 });
    const toast = page.locator('[data-slot="toast"]').filter({ hasText: first });
    const detailHref = await toast.getByRole("link", { name: "Details öffnen" }).getAttribute("href");
    expect(detailHref).toMatch(/^\/app\/reservation\/[^/?]+$/);

    await card.getByRole("button", { name: "Bestätigen" }).click();
    await page.getByText("Reservierung erfolgreich bestätigt!").first().waitFor();
    await card.waitFor({ state: "detached" });

    const second = `E2E Ablehnen ${Date.now()}`;
    await bookThroughPublicApi(restaurantId, second, 4);
    const other = page.getByRole("article", { name: new RegExp(second) });
    await other.waitFor({ timeout: 10_000 });
    await other.getByRole("button", { name: "Ablehnen" }).click();
    await page.getByText("Reservierung erfolgreich storniert!").first().waitFor();

    await page.goto(`${baseURL}/app/reservations?status=cancelled&q=${encodeURIComponent(second)}`);
    await page.getByRole("article", { name: new RegExp(second) }).waitFor();

    // The first booking's page (the toast's link) shows who created and who confirmed it.
    await page.goto(`${baseURL}${detailHref}`);
    const history = page.getByRole("region", { name: "Verlauf" });
    await history.getByText("vom Gast").waitFor();
    await history.getByText("Bestätigt", { exact: true }).waitFor();
    await history.getByText(/\(Personal\)$/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("given the calendar, books a walk-in from the day dialog and shows it without reload", async () => {
    const page = await signedInOwner();
    await page.goto(`${baseURL}/app/calendar`);
    await page.locator('[data-slot="month-calendar"]').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const name = `Laufkundschaft ${Date.now()}`;
    let booked = false;
    for (let day = 1; day < 10 && !booked; day++) {
      const date = berlinDate(day);
      await page.goto(`${baseURL}/app/calendar?date=${date}`);
      const cell = page.locator(`button[data-date="${date}"]`);
      await cell.waitFor();
      if ((await cell.getAttribute("data-closed")) !== null) continue;
      await cell.click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Verfügbare Zeiten anzeigen" }).click();
      await dialog.getByRole("heading", { name: "Verfügbare Zeiten" }).waitFor();
      const free = dialog.locator('[data-slot="time-slot-grid"] button:not([aria-disabled="true"])');
      await Promise.race([free.first().waitFor(), dialog.getByText("Keine Zeiten verfügbar").waitFor()]);
      if ((await free.count()) === 0) {
        await page.keyboard.press("Escape");
        continue;
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
      await free.first().click();
      await dialog.getByLabel("Name für Reservierung").fill(name);
      await dialog.getByRole("button", { name: "Reservierung erstellen" }).click();
      await dialog.getByText("Reservierung erfolgreich erstellt!").waitFor();
      await dialog.getByRole("tab", { name: /Reservierungen \(\d+\)/ }).click();
      await dialog.getByRole("article", { name: new RegExp(name) }).waitFor();
      booked = true;
    }
    expect(booked).toBe(true);
    await page.context().close();
  });
});
