// The app's styles, so that the 390 px check measures the page as users see it.
import "../../../styles.css";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { onDesktopScreen } from "../../../test/desktop-screen.ts";
import type { FakeRequest, Route } from "../../../test/fake-api.ts";
import { reservation } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

onDesktopScreen();

const created = {
  _id: "e-1",
  type: "created",
  actor: "guest",
  actorName: null,
  at: "2026-05-10T09:00:00.000Z",
};
const slot = (time: string, available = true) => ({
  time,
  available,
  status: available ? "Verfügbar" : "Ausgebucht",
});
const tables = [
  { _id: "t-4", tableNumber: "4", seats: 2, restaurantId: "r-1" },
  { _id: "t-7", tableNumber: "7", seats: 6, restaurantId: "r-1" },
];

/** The owner's dashboard with one confirmed reservation, its free times and the restaurant's tables. */
function editable(id: string, overrides: Record<string, Route> = {}) {
  const row = reservation({ _id: id, status: "confirmed", customerName: "Clara Berg" });
  const events: unknown[] = [{ ...created, reservationId: id }];
  const calls = ownerApi([row], {
    [`GET /api/reservations/${id}/events`]: () => ({ body: { success: true, data: events } }),
    [`GET /api/reservations/${id}/timeslots`]: () => ({
      body: {
        success: true,
        timeSlots: [slot("18:30"), slot("19:00"), slot("19:30"), slot("20:00", false)],
      },
    }),
    "GET /api/restaurants/r-1/tables": () => ({ body: { success: true, data: tables } }),
    ...overrides,
  });
  return { row, events, calls };
}

const puts = (calls: FakeRequest[]) => calls.filter((call) => call.method === "PUT");

async function chooseTime(label: string) {
  await page.getByRole("combobox", { name: "Uhrzeit" }).click();
  await page.getByRole("option", { name: label }).click();
}

describe("reservation page, editing in place", { timeout: 30_000 }, () => {
  it("given a new time, saves only that with the version it opened, then shows it and the history line", async () => {
    const { row, events, calls } = editable("res-t", {
      "PUT /api/reservations/res-t": (request) => {
        Object.assign(row, { timeSlot: "19:30", updated_at: "2026-05-14T10:00:00Z" });
        events.push({
          ...created,
          reservationId: "res-t",
          _id: "e-2",
          type: "changed",
          actor: "staff",
          actorName: "Giulia Rossi",
          at: "2026-05-14T10:00:00.000Z",
          changes: [{ field: "timeSlot", from: "19:00", to: "19:30" }],
        });
        return {
          body: { success: true, message: "Reservierung geändert.", data: row, request: request.body },
        };
      },
    });
    await renderApp("/reservation/res-t");
    await page.getByRole("button", { name: "Bearbeiten" }).click();
    const form = page.getByRole("form", { name: "Reservierung bearbeiten" });
    await expect.element(form).toBeVisible();
    await chooseTime("19:30 Uhr");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect.element(form).not.toBeInTheDocument();
    expect(puts(calls).map((call) => call.body)).toEqual([
      { timeSlot: "19:30", expectedUpdatedAt: "2026-05-10T09:00:00Z" },
    ]);
    await expect.element(page.getByText("Die Reservierung wurde geändert.")).toBeVisible();
    const history = page.getByRole("region", { name: "Verlauf" });
    await expect.element(history.getByText("Geändert")).toBeVisible();
    await expect.element(history.getByText("Uhrzeit: 19:00 → 19:30")).toBeVisible();
    await expect.element(page.getByRole("definition").filter({ hasText: /^19:30$/ })).toBeVisible();
  });

  it("offers the day's free times with the current one marked, and the tables with their seats", async () => {
    editable("res-o");
    await renderApp("/reservation/res-o");
    await page.getByRole("button", { name: "Bearbeiten" }).click();
    await page.getByRole("combobox", { name: "Uhrzeit" }).click();
    const times = page.getByRole("option");
    await expect.element(times.first()).toBeVisible();
    expect(times.elements().map((option) => option.textContent)).toEqual([
      "18:30 Uhr",
      "19:00 Uhr (bisher)",
      "19:30 Uhr",
    ]);
    await userEvent.keyboard("{Escape}");
    await page.getByRole("combobox", { name: "Tisch" }).click();
    await expect.element(page.getByRole("option", { name: "Tisch 4 (bisher)" })).toBeVisible();
    await expect.element(page.getByRole("option", { name: "Tisch 7 (6 Plätze)" })).toBeVisible();
  });

  it("given a larger party, a table and new contact details, sends each changed field", async () => {
    const { row, calls } = editable("res-p", {
      "PUT /api/reservations/res-p": () => ({
        body: { success: true, message: "Reservierung geändert.", data: row },
      }),
    });
    await renderApp("/reservation/res-p");
    await page.getByRole("button", { name: "Bearbeiten" }).click();
    await page.getByRole("button", { name: "Erhöhen" }).click();
    await page.getByRole("button", { name: "Erhöhen" }).click();
    await page.getByRole("combobox", { name: "Tisch" }).click();
    await page.getByRole("option", { name: "Tisch 7 (6 Plätze)" }).click();
    await page.getByRole("textbox", { name: "Telefon" }).fill("0171 2345678");
    await page.getByRole("textbox", { name: "Besondere Wünsche" }).fill("Kinderstuhl");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect.poll(() => puts(calls).length).toBe(1);
    expect(puts(calls)[0]?.body).toEqual({
      numberOfGuests: 4,
      tableIds: ["t-7"],
      customerPhone: "0171 2345678",
      specialRequests: "Kinderstuhl",
      expectedUpdatedAt: "2026-05-10T09:00:00Z",
    });
  });

  it("given the server refuses, shows its German words and keeps the form and the typed values", async () => {
    const message = "Mindestens einer der gewählten Tische ist zu dieser Zeit schon belegt.";
    editable("res-r", {
      "PUT /api/reservations/res-r": () => ({
        status: 409,
        body: { success: false, code: "slot_taken", message },
      }),
    });
    await renderApp("/reservation/res-r");
    await page.getByRole("button", { name: "Bearbeiten" }).click();
    await page.getByRole("textbox", { name: "Name" }).fill("Clara Berg-Ulm");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect.element(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect.element(page.getByRole("textbox", { name: "Name" })).toHaveValue("Clara Berg-Ulm");
  });

  it("given someone else changed it meanwhile, says so and starts again from their version", async () => {
    const { row } = editable("res-v", {
      "PUT /api/reservations/res-v": () => ({
        status: 409,
        body: {
          success: false,
          code: "version_conflict",
          message: "Die Reservierung wurde inzwischen an anderer Stelle geändert.",
          data: { ...row, customerName: "Clara Neu", updated_at: "2026-05-14T09:59:00Z" },
        },
      }),
    });
    await renderApp("/reservation/res-v");
    await page.getByRole("button", { name: "Bearbeiten" }).click();
    await page.getByRole("textbox", { name: "Besondere Wünsche" }).fill("Fenster");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect
      .element(page.getByRole("alert").filter({ hasText: "inzwischen an anderer Stelle geändert" }))
      .toBeVisible();
    await expect.element(page.getByRole("textbox", { name: "Name" })).toHaveValue("Clara Neu");
  });

  it("given nothing changed, Speichern closes the form without a request; a blank name is named and not sent", async () => {
    const { calls } = editable("res-n");
    await renderApp("/reservation/res-n");
    await page.getByRole("button", { name: "Bearbeiten" }).click();
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect.element(page.getByRole("form", { name: "Reservierung bearbeiten" })).not.toBeInTheDocument();
    await page.getByRole("button", { name: "Bearbeiten" }).click();
    await page.getByRole("textbox", { name: "Name" }).fill(" ");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect
      .element(page.getByText("Bitte geben Sie einen Namen für die Reservierung ein."))
      .toBeVisible();
    expect(puts(calls)).toEqual([]);
  });

  it("given a cancelled reservation, offers no Bearbeiten", async () => {
    ownerApi([reservation({ _id: "res-c", status: "cancelled", customerName: "Carl Storno" })]);
    await renderApp("/reservation/res-c");
    await expect.element(page.getByRole("heading", { name: "Carl Storno", level: 1 })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Bearbeiten" })).not.toBeInTheDocument();
  });
});

describe("reservation page, in the shell and on a phone", { timeout: 30_000 }, () => {
  it("shows the page inside the dashboard's frame with Reservierungen marked, and the phone as a call link", async () => {
    editable("res-s");
    await renderApp("/reservation/res-s");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect
      .element(nav.getByRole("link", { name: /^Reservierungen/ }))
      .toHaveAttribute("aria-current", "page");
    const call = page.getByRole("link", { name: "+49 30 1234567 anrufen" });
    await expect.element(call).toHaveAttribute("href", "tel:+49301234567");
  });

  it("at 390 px, keeps the bottom bar and fits the form without scrolling sideways", async () => {
    await page.viewport(390, 844);
    editable("res-m");
    await renderApp("/reservation/res-m");
    await expect.element(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeInTheDocument();
    await page.getByRole("button", { name: "Bearbeiten" }).click();
    await expect.element(page.getByRole("button", { name: "Speichern" })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });
});
