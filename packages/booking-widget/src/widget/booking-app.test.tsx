import { describe, expect, it, vi } from "vitest";
import { createFakeApi } from "../test/fake-api.ts";
import { renderWidget } from "../test/render.tsx";
import { createApiClient } from "./api.ts";
import { BookingApp } from "./booking-app.tsx";
import { readWidgetOptions } from "./options.ts";

const today = "2026-07-02"; // a Thursday; Mondays are closed in the fake schedule
const options = readWidgetOptions({ restaurant: "r1", lang: "de" }, "https://api.test");

async function setup(fake = createFakeApi()) {
  const host = document.createElement("div");
  document.body.append(host);
  const booked = vi.fn();
  host.addEventListener("tischservice:booked", (event) => booked(event.detail));
  const screen = renderWidget(
    <BookingApp
      options={options}
      host={host}
      api={createApiClient("https://api.test", fake.fetch)}
      today={today}
    />,
  );
  return { screen, fake, booked };
}

async function fillDetails(screen: Awaited<ReturnType<typeof setup>>["screen"]) {
  await screen.getByRole("textbox", { name: /^Name/ }).fill("Anna Gast");
  await screen.getByRole("textbox", { name: /^E-Mail/ }).fill("anna@example.test");
  await screen.getByRole("checkbox").click();
  await screen.getByRole("button", { name: "Weiter" }).click();
}

describe("BookingApp", () => {
  it("given a guest, books date, party size and slot, and reports the reservation", async () => {
    const { screen, fake, booked } = await setup();
    await screen.getByRole("button", { name: "19:00 ✓ Verfügbar" }).click();
    await expect.element(screen.getByRole("heading", { name: "Ihre Angaben" })).toHaveFocus();
    await fillDetails(screen);
    await expect.element(screen.getByRole("heading", { name: "Zusammenfassung" })).toBeVisible();
    await screen.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await expect.element(screen.getByRole("heading", { name: "Reservierung angefragt" })).toBeVisible();
    expect(booked).toHaveBeenCalledWith(
      expect.objectContaining({
        reservationId: "res-1",
        status: "pending",
        date: today,
        time: "19:00",
        guests: 2,
      }),
    );
    const link = screen.getByRole("link", { name: "In Kalender speichern" });
    await expect.element(link).toHaveAttribute("download", "reservierung.ics");
    // The slots were the first request; restaurant and schedule came after them.
    expect(fake.requests[0]?.path).toBe(`/api/simple-timeslots/r1/${today}/2`);
  });

  it("given a booking, the success step links a guest account for the booked address in a new tab", async () => {
    const { screen } = await setup();
    await screen.getByRole("button", { name: "19:00 ✓ Verfügbar" }).click();
    await screen.getByRole("textbox", { name: /^Name/ }).fill("Anna Gast");
    await screen.getByRole("textbox", { name: /^E-Mail/ }).fill(" anna+tisch@example.test ");
    await screen.getByRole("checkbox").click();
    await screen.getByRole("button", { name: "Weiter" }).click();
    await screen.getByRole("button", { name: "Verbindlich reservieren" }).click();
    const account = screen.getByRole("link", { name: "Konto anlegen, um Reservierungen zu verwalten" });
    await expect
      .element(account)
      .toHaveAttribute("href", "https://api.test/app/register?type=guest&email=anna%2Btisch%40example.test");
    await expect.element(account).toHaveAttribute("target", "_blank");
    await expect.element(account).toHaveAttribute("rel", "noopener");
  });

  it("given details left empty, names what is missing and does not go on", async () => {
    const { screen } = await setup();
    await screen.getByRole("button", { name: "18:00 ✓ Verfügbar" }).click();
    await screen.getByRole("button", { name: "Weiter" }).click();
    await expect
      .element(screen.getByText("Bitte geben Sie einen Namen für die Reservierung ein."))
      .toBeVisible();
    await expect.element(screen.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();
    await expect.element(screen.getByRole("textbox", { name: /^Name/ })).toHaveFocus();
  });

  it("given the slot was taken meanwhile, says so, shows fresh slots and keeps the details", async () => {
    const fake = createFakeApi({
      bookings: [
        {
          status: 409,
          body: { success: false, code: "slot_taken", message: "Der Zeitslot ist nicht mehr verfügbar." },
        },
      ],
    });
    const { screen } = await setup(fake);
    await screen.getByRole("button", { name: "19:00 ✓ Verfügbar" }).click();
    await fillDetails(screen);
    await screen.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await expect
      .element(
        screen.getByText(
          "Dieser Zeitslot ist leider nicht mehr verfügbar. Bitte wählen Sie einen anderen Zeitslot.",
        ),
      )
      .toBeVisible();
    // The taken slot's day is asked for again (after the notice has rendered).
    await expect
      .poll(() => fake.requests.filter((request) => request.path.startsWith("/api/simple-timeslots/")).length)
      .toBe(2);
    await screen.getByRole("button", { name: "18:00 ✓ Verfügbar" }).click();
    await expect.element(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Anna Gast");
  });

  it("given the network fails, offers a retry that sends the same idempotency key", async () => {
    const fake = createFakeApi({ bookings: ["offline", { status: 201, body: null }] });
    const { screen, booked } = await setup(fake);
    await screen.getByRole("button", { name: "19:00 ✓ Verfügbar" }).click();
    await fillDetails(screen);
    await screen.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await expect.element(screen.getByRole("alert")).toHaveTextContent(/Verbindungsfehler/);
    await screen.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(screen.getByRole("heading", { name: "Reservierung angefragt" })).toBeVisible();
    const keys = fake.requests
      .filter((request) => request.method === "POST")
      .map((request) => request.headers.get("Idempotency-Key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(booked).toHaveBeenCalledTimes(1);
  });

  it("given date and party size changes, asks once per change and answers repeats from the cache", async () => {
    const { screen, fake } = await setup();
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Verfügbar" })).toBeVisible();
    await screen.getByRole("button", { name: "4", exact: true }).click();
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Verfügbar" })).toBeVisible();
    await screen.getByRole("button", { name: "2", exact: true }).click();
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Verfügbar" })).toBeVisible();
    const slotRequests = fake.requests.filter((request) => request.path.startsWith("/api/simple-timeslots/"));
    expect(slotRequests.map((request) => request.path)).toEqual([
      `/api/simple-timeslots/r1/${today}/2`,
      `/api/simple-timeslots/r1/${today}/4`,
    ]);
  });

  it("given a closed first day, one request answers with the next open day's slots", async () => {
    const fake = createFakeApi({ closedDates: [today, "2026-07-03"] });
    const { screen } = await setup(fake);
    await expect
      .element(screen.getByRole("heading", { name: /Datum: Samstag, 4\. Juli 2026/ }))
      .toBeVisible();
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Verfügbar" })).toBeVisible();
    const slotRequests = fake.requests.filter((request) => request.path.startsWith("/api/simple-timeslots/"));
    expect(slotRequests.map((request) => request.path + request.query)).toEqual([
      `/api/simple-timeslots/r1/${today}/2?firstOpen=1`,
    ]);
    // A date the guest picks is asked for as it is.
    await screen.getByRole("button", { name: /^Dienstag, 7\. Juli 2026/ }).click();
    await expect
      .element(screen.getByRole("heading", { name: /Datum: Dienstag, 7\. Juli 2026/ }))
      .toBeVisible();
    expect(fake.requests.at(-1)?.query).toBe("");
  });

  it("given the schedule, greys out closed Mondays and cannot pick them", async () => {
    const { screen } = await setup();
    const monday = screen.getByRole("button", { name: "Montag, 6. Juli 2026, geschlossen" });
    await expect.element(monday).toHaveAttribute("aria-disabled", "true");
    await monday.click({ force: true });
    await expect
      .element(screen.getByRole("heading", { name: /Datum: Donnerstag, 2\. Juli 2026/ }))
      .toBeVisible();
  });
});
