import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { type Booked, bookingForTwo, type Me, type Slots, type TableList } from "./api-answers.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { admin, api, berlinDate, berlinTimeNow, owner, signIn } from "./helpers.ts";
import { openAllDay } from "./open-all-day.ts";

const baseURL = inject("baseURL");
const browser = chromiumPerFile();

describe("floor plan, live", () => {
  it("given a walk-in happening now, shows its table as occupied and takes a dine-in order that appears under orders", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, baseURL, owner);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    const { user } = (await api<Me>(page, "/api/users/me")).json;
    const today = berlinDate(0);

    // Open around now, so that a reservation can be running whatever the time of the run.
    const closeToday = await openAllDay(page, user._id, today, "E2E Tischkarte");
    try {
      const slots = (await api<Slots>(page, `/api/simple-timeslots/${user.restaurantId}/${today}/2`)).json;
      const now = berlinTimeNow();
      const current = slots.timeSlots.find((slot) => slot.available && slot.time <= now);
      expect(current, `kein laufender Zeitslot um ${now}`).toBeDefined();
      const booked = await api<Booked>(page, `/api/reservation/${user.restaurantId}`, "POST", {
        ...bookingForTwo("E2E Jetzt am Tisch", "e2e.jetzt@example.com", today, current?.time),
        autoApprove: true,
      });
      expect(booked.status).toBe(201);
      const tableId = booked.json.data.tableId ?? booked.json.data.tableIds?.[0];
      const tables = (await api<TableList>(page, `/api/tables/restaurant/${user.restaurantId}`)).json.data;
      const table = tables.find((t) => t._id === tableId);
      if (!table) throw new Error("Die Buchung hat keinen Tisch");

      await page.goto(`${baseURL}/app/floorplan`);
      await page.getByRole("heading", { name: "Tischkarte", level: 1 }).waitFor();
      const tableButton = page.getByRole("button", {
        name: new RegExp(`^${table.name}, ${table.seats} Plätze, besetzt`),
      });
      await tableButton.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await tableButton.click();
      const dialog = page.getByRole("dialog", { name: `${table.name} · ${table.seats} Plätze` });
      await dialog.waitFor();
      await dialog.getByRole("tab", { name: "Getränke" }).click();
      await dialog.getByRole("button", { name: "Aperol Spritz: Menge erhöhen" }).click();
      await dialog.getByRole("button", { name: /^Bestellung aufnehmen \(7,50\s€\)$/ }).click();
      await dialog.getByText("Bestellung erfolgreich aufgenommen!").waitFor();
      await dialog.getByRole("tab", { name: "Reservierungen" }).click();
      await dialog.getByText(`${current?.time} · E2E Jetzt am Tisch`).waitFor();
      await dialog.getByText("Bestätigt").waitFor();
      await page.keyboard.press("Escape");
      // The order arrives through the event stream: the table gets its open-order dot.
      await page
        .getByRole("button", { name: new RegExp(`^${table.name}, .*besetzt, offene Bestellung$`) })
        .waitFor({ timeout: 10_000 });

      await page.goto(`${baseURL}/app/orders`);
      const card = page.getByRole("article", { name: new RegExp(`Tisch ${table.tableNumber}\\b`) });
      await card.getByText("Aperol Spritz").waitFor();
    } finally {
      await closeToday();
      await context.close();
    }
  });

  it("given an admin, the floor plan asks for a Gastro login", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, baseURL, admin);
    await page.waitForURL(/\/app\/admin/);
    await page.goto(`${baseURL}/app/floorplan`);
    await page
      .getByText("Bitte loggen Sie sich als Gastronomiebetrieb ein, um die Karte zu sehen.")
      .waitFor();
    await context.close();
  });
});
