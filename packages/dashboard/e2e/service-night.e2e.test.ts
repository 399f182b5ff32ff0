import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousA11yViolations } from "../../../e2e/browser.ts";
import { outboxMails } from "../../../e2e/outbox.ts";
import { type Booked, bookingForTwo, type Me, type Slots, type TableList } from "./api-answers.ts";
import { chromiumPerFile } from "./chromium-per-file.ts";
import { api, berlinDate, eventually, owner, signIn, subUser } from "./helpers.ts";
import { openAllDay } from "./open-all-day.ts";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const browser = chromiumPerFile();

/** A phone in the hand of a member of staff during service. */
async function phoneOf(account: { email: string; password: string }): Promise<Page> {
  const context = await browser().newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signIn(page, baseURL, account);
  await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  return page;
}

/** Books like the widget does (no cookie) at `time`, or the first free time of the day without one. */
async function bookAsGuest(restaurantId: string, date: string, name: string, email: string, time?: string) {
  const slots = (await fetch(`${baseURL}/api/simple-timeslots/${restaurantId}/${date}/2`).then((r) =>
    r.json(),
  )) as Slots;
  const slot = slots.timeSlots.find((s) => s.available && (time === undefined || s.time === time));
  expect(slot, `keine freie Zeit am ${date}${time ? ` um ${time}` : ""}`).toBeDefined();
  const response = await fetch(`${baseURL}/api/reservation/${restaurantId}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(bookingForTwo(name, email, date, slot?.time)),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as Booked).data;
}

/**
 * Books today's first free time as staff do for a guest on the phone: staff may take the slot running
 * now, so the journey finds a time at any hour of the run (the widget's lead time leaves none late at night).
 */
async function bookByPhone(page: Page, restaurantId: string, date: string, name: string, email: string) {
  const slots = (await api<Slots>(page, `/api/simple-timeslots/${restaurantId}/${date}/2`)).json;
  const slot = slots.timeSlots.find((s) => s.available);
  expect(slot, `keine freie Zeit am ${date}`).toBeDefined();
  const booked = await api<Booked>(page, `/api/reservation/${restaurantId}`, "POST", {
    ...bookingForTwo(name, email, date, slot?.time),
    autoApprove: true,
  });
  expect(booked.status).toBe(201);
  return booked.json.data;
}

describe("a night of service on a phone", () => {
  it("given a booking for tonight, staff mark the arrival, seat the guest from the floor plan, the paid bill closes the visit; another booking moved to 20:00 mails the guest", {
    timeout: 180_000,
  }, async () => {
    const office = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const ownerPage = await office.newPage();
    await signIn(ownerPage, baseURL, owner);
    await ownerPage.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    const { user } = (await api<Me>(ownerPage, "/api/users/me")).json;
    const today = berlinDate(0);
    // A day of its own for the move, far enough out that no other journey books it.
    const laterDay = berlinDate(23);
    const closeToday = await openAllDay(ownerPage, user._id, today, "E2E Service heute");
    const closeLater = await openAllDay(ownerPage, user._id, laterDay, "E2E Service später");
    const phone = await phoneOf(subUser);
    try {
      // A guest rings for a table tonight; staff book and confirm it on the phone.
      const stamp = Date.now();
      const guestName = `E2E Abend ${stamp}`;
      const booking = await bookByPhone(
        ownerPage,
        user.restaurantId,
        today,
        guestName,
        `e2e.abend.${stamp}@example.com`,
      );
      expect(booking.status).toBe("confirmed");
      const tableId = booking.tableId ?? booking.tableIds?.[0];
      const tables = (await api<TableList>(ownerPage, `/api/tables/restaurant/${user.restaurantId}`)).json
        .data;
      const table = tables.find((t) => t._id === tableId);
      if (!table) throw new Error("Die Buchung hat keinen Tisch");

      // The guest is at the door: "Angekommen" on the reservation's page.
      await phone.goto(`${baseURL}/app/reservation/${booking._id}`);
      await phone.getByText(guestName).first().waitFor();
      await phone.getByRole("button", { name: "Angekommen", exact: true }).click();
      await phone.getByRole("button", { name: "Rückgängig: zurück zu „Bestätigt“" }).waitFor();
      expect(await seriousA11yViolations(phone)).toEqual([]);

      // On the floor plan the table holds the waiting guest: tap it and seat them.
      await phone.goto(`${baseURL}/app/floorplan`);
      await phone.getByRole("heading", { name: "Tischkarte", level: 1 }).waitFor();
      await phone.getByRole("button", { name: new RegExp(`^${table.name}, ${table.seats} Plätze`) }).click();
      const dialog = phone.getByRole("dialog", { name: `${table.name} · ${table.seats} Plätze` });
      await dialog.waitFor();
      await dialog.getByText(guestName).first().waitFor();
      await dialog.getByRole("button", { name: "Platzieren", exact: true }).click();
      await phone.getByText("Der Gast ist platziert.").first().waitFor();
      expect(await seriousA11yViolations(phone)).toEqual([]);

      // A drink at the table, then the bill.
      await dialog.getByRole("tab", { name: "Getränke" }).click();
      await dialog.getByRole("button", { name: "Aperol Spritz: Menge erhöhen" }).click();
      await dialog.getByRole("button", { name: /^Bestellung aufnehmen \(7,50\s€\)$/ }).click();
      await dialog.getByText("Bestellung erfolgreich aufgenommen!").waitFor();
      await phone.keyboard.press("Escape");

      await phone.goto(`${baseURL}/app/orders`);
      const card = phone.getByRole("article", { name: new RegExp(`Tisch ${table.tableNumber}\\b`) });
      await card.getByText("Aperol Spritz").first().waitFor();
      await card.getByRole("button", { name: "Bestellung bearbeiten" }).click();
      await phone.getByRole("button", { name: "Alle als geliefert markieren" }).click();
      await phone.getByRole("dialog").getByRole("button", { name: "Zur Zahlung" }).click();
      await phone.getByRole("radio", { name: "Karte" }).click();
      await phone.getByRole("button", { name: /^Zahlung abschließen/ }).click();
      await phone.getByText("Zahlung erfolgreich abgeschlossen!").first().waitFor();

      // The paid bill closed the visit.
      await phone.goto(`${baseURL}/app/reservation/${booking._id}`);
      await phone.getByText(guestName).first().waitFor();
      await phone.getByRole("button", { name: "Rückgängig: zurück zu „Platziert“" }).waitFor();
      const history = await api<{ data: Array<{ type: string }> }>(
        ownerPage,
        `/api/reservations/${booking._id}/events`,
      );
      expect(history.json.data.map((event) => event.type)).toEqual(
        expect.arrayContaining(["arrived", "seated", "completed"]),
      );

      // Another guest rings: their 19:00 booking moves to 20:00, and they get the changed confirmation.
      const movedName = `E2E Verschoben ${stamp}`;
      const movedEmail = `e2e.verschoben.${stamp}@example.com`;
      const moved = await bookAsGuest(user.restaurantId, laterDay, movedName, movedEmail, "19:00");
      await phone.goto(`${baseURL}/app/reservation/${moved._id}`);
      await phone.getByText(movedName).first().waitFor();
      await phone.getByRole("button", { name: "Bearbeiten" }).click();
      const form = phone.getByRole("form", { name: "Reservierung bearbeiten" });
      await form.getByRole("combobox", { name: "Uhrzeit" }).click();
      await phone.getByRole("option", { name: "20:00 Uhr" }).click();
      expect(await seriousA11yViolations(phone)).toEqual([]);
      await form.getByRole("button", { name: "Speichern" }).click();
      await phone.getByText("Uhrzeit: 19:00 → 20:00").first().waitFor();
      // Only the change's mail says that these details apply now (its body is ASCII up to there).
      const mail = await eventually(
        () =>
          outboxMails(dataDir).find(
            (text) => text.includes(movedEmail) && text.includes("Es gelten jetzt diese Angaben"),
          ) ?? null,
      );
      expect(mail).toContain("20:00");
      expect(mail).toContain("text/calendar");
      expect(mail).toContain(moved.reference);
    } finally {
      await closeToday();
      await closeLater();
      await phone.context().close();
      await office.close();
    }
  });
});
