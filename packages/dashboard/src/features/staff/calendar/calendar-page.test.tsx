import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { FakeEventSource } from "../../../test/fake-api.ts";
import { config, reservation } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { recordToasts } from "../../../test/toast-recorder.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const slots = (available: boolean) => ({
  body: {
    success: true,
    date: { formatted: "20.05.2026", dayName: "Mittwoch" },
    guests: 2,
    timeSlots: [{ time: "18:00", available, status: available ? "" : "Ausgebucht" }],
  },
});

describe("calendar", () => {
  it("given May 2026, shows 42 days Sunday first with counts, cancelled ones excluded", async () => {
    ownerApi([
      reservation({ reservationDate: "2026-05-20" }),
      reservation({ reservationDate: "2026-05-20", status: "cancelled" }),
    ]);
    await renderApp("/calendar?date=2026-05-01");
    await expect.element(page.getByRole("group", { name: "Mai 2026" })).toBeVisible();
    expect(document.querySelectorAll("button[data-date]").length).toBe(42);
    expect(document.querySelector("button[data-date]")?.getAttribute("data-date")).toBe("2026-04-26");
    await expect.element(page.getByRole("button", { name: /20\. Mai 2026: 1 Reservierung$/ })).toBeVisible();
  });

  it("loads only the days drawn: May's 42 days, then June's when the month changes, and a week in the day view", async () => {
    const calls = ownerApi([
      reservation({ reservationDate: "2026-06-03" }),
      reservation({ reservationDate: "2026-06-10" }),
      reservation({ reservationDate: "2026-06-10" }),
    ]);
    const ranges = () =>
      calls
        .filter((call) => call.path.startsWith("/api/reservations/restaurant/r-1"))
        .map((call) => call.path.replace("/api/reservations/restaurant/r-1", ""));
    const { history } = await renderApp("/calendar?date=2026-05-01");
    // June's first days are drawn in May's grid and counted there.
    await expect.element(page.getByRole("button", { name: /3\. Juni 2026: 1 Reservierung$/ })).toBeVisible();
    expect(ranges()).toEqual(["?from=2026-04-26&to=2026-06-06"]);
    await page.getByRole("button", { name: "Nächster Monat" }).click();
    await expect
      .element(page.getByRole("button", { name: /10\. Juni 2026: 2 Reservierungen$/ }))
      .toBeVisible();
    expect(ranges()).toEqual(["?from=2026-04-26&to=2026-06-06", "?from=2026-05-31&to=2026-07-11"]);
    await history.push("/app/calendar?view=day&date=2026-06-10");
    await expect.element(page.getByRole("heading", { name: /10\. Juni 2026/, level: 2 })).toBeVisible();
    expect(ranges().at(-1)).toBe("?from=2026-06-07&to=2026-06-13");
  });

  it("given a closed Monday, the day dialog offers no 'Neue Buchung'", async () => {
    ownerApi([]);
    await renderApp("/calendar?date=2026-05-18");
    await page.getByRole("button", { name: /18\. Mai 2026: geschlossen/ }).click();
    const dialog = page.getByRole("dialog");
    await expect.element(dialog.getByRole("tab", { name: "Reservierungen (0)" })).toBeVisible();
    await expect.element(dialog.getByRole("tab", { name: "Neue Buchung" })).not.toBeInTheDocument();
  });

  it("given the opening hours still loading, draws no day until they are known: a closed day never looks open", async () => {
    let answerConfig: (() => void) | undefined;
    const configLoaded = new Promise<void>((resolve) => {
      answerConfig = resolve;
    });
    ownerApi([], {
      "GET /api/restaurantconfigs/user/u-owner": async () => {
        await configLoaded;
        return { body: { success: true, data: config } };
      },
    });
    await renderApp("/calendar?date=2026-05-18");
    await expect.element(page.getByRole("heading", { name: "Kalender", level: 1 })).toBeVisible();
    expect(document.querySelectorAll("button[data-date]").length).toBe(0);
    answerConfig?.();
    await expect.element(page.getByRole("button", { name: /18\. Mai 2026: geschlossen/ })).toBeVisible();
    expect(document.querySelector('button[data-date="2026-05-18"]')?.getAttribute("data-closed")).toBe(
      "true",
    );
  });

  it("given a slot taken just before creating, says so and creates nothing", async () => {
    let checks = 0;
    const calls = ownerApi([], {
      "GET /api/simple-timeslots/r-1/2026-05-20/2": () => {
        checks += 1;
        return slots(checks === 1);
      },
    });
    await renderApp("/calendar?date=2026-05-20");
    await page.getByRole("button", { name: /20\. Mai 2026/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Verfügbare Zeiten anzeigen" }).click();
    await expect.element(dialog.getByRole("heading", { name: "Verfügbare Zeiten" })).toBeVisible();
    await dialog.getByRole("button", { name: /18:00/ }).click();
    await dialog.getByRole("textbox", { name: /Name für Reservierung/ }).fill("Laufkundschaft");
    await dialog.getByRole("button", { name: "Reservierung erstellen" }).click();
    await expect
      .element(
        dialog.getByText(
          "Dieser Zeitslot ist leider nicht mehr verfügbar. Bitte wählen Sie einen anderen Zeitslot.",
        ),
      )
      .toBeVisible();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("given a free slot and a name, creates the walk-in with autoApprove and reports success", async () => {
    const calls = ownerApi([], {
      "GET /api/simple-timeslots/r-1/2026-05-20/2": () => slots(true),
      "POST /api/reservation/r-1": () => ({
        status: 201,
        body: { success: true, message: "Reservierung erstellt" },
      }),
    });
    await renderApp("/calendar?date=2026-05-20");
    await page.getByRole("button", { name: /20\. Mai 2026/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Verfügbare Zeiten anzeigen" }).click();
    await dialog.getByRole("button", { name: /18:00/ }).click();
    await expect.element(dialog.getByRole("button", { name: "Reservierung erstellen" })).toBeDisabled();
    await dialog.getByRole("textbox", { name: /Name für Reservierung/ }).fill("Laufkundschaft");
    await dialog.getByRole("button", { name: "Reservierung erstellen" }).click();
    await expect
      .element(dialog.getByText("Reservierung erfolgreich erstellt!", { exact: true }))
      .toBeVisible();
    const body = calls.find((call) => call.method === "POST")?.body;
    expect(body).toEqual({
      customerName: "Laufkundschaft",
      numberOfGuests: 2,
      reservationDate: "2026-05-20",
      timeSlot: "18:00",
      autoApprove: true,
    });
  });

  it("given a phone call, sends the guest's phone, address and notes, and no invented contact", async () => {
    const calls = ownerApi([], {
      "GET /api/simple-timeslots/r-1/2026-05-20/2": () => slots(true),
      "POST /api/reservation/r-1": () => ({ status: 201, body: { success: true, message: "ok" } }),
    });
    await renderApp("/calendar?date=2026-05-20");
    await page.getByRole("button", { name: /20\. Mai 2026/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Verfügbare Zeiten anzeigen" }).click();
    await dialog.getByRole("button", { name: /18:00/ }).click();
    await dialog.getByRole("textbox", { name: /Name für Reservierung/ }).fill("Familie Roth");
    await dialog.getByRole("textbox", { name: /Telefon/ }).fill("0171 2345678");
    await dialog.getByRole("textbox", { name: /E-Mail/ }).fill("roth@");
    await dialog.getByRole("textbox", { name: /Notizen/ }).fill("Kinderstuhl");
    await dialog.getByRole("button", { name: "Reservierung erstellen" }).click();
    await expect
      .element(dialog.getByRole("textbox", { name: /E-Mail/ }))
      .toHaveAccessibleDescription(/Bitte geben Sie eine gültige E-Mail-Adresse ein\./);
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await dialog.getByRole("textbox", { name: /E-Mail/ }).fill(" Roth@Beispiel.de ");
    await dialog.getByRole("button", { name: "Reservierung erstellen" }).click();
    await expect
      .element(dialog.getByText("Reservierung erfolgreich erstellt!", { exact: true }))
      .toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      customerName: "Familie Roth",
      customerPhone: "0171 2345678",
      customerEmail: "roth@beispiel.de",
      specialRequests: "Kinderstuhl",
      numberOfGuests: 2,
      reservationDate: "2026-05-20",
      timeSlot: "18:00",
      autoApprove: true,
    });
  });

  it("given its own walk-in announced on the stream (even before the answer), shows no toast for it here", async () => {
    const notice = (reservationId: string, customerName: string) => ({
      type: "new_reservation",
      data: {
        reservationId,
        customerName,
        restaurantName: "Trattoria Demo",
        date: "2026-05-20",
        time: "18:00",
        guests: 2,
        tableNames: ["1"],
      },
    });
    ownerApi([], {
      "GET /api/simple-timeslots/r-1/2026-05-20/2": () => slots(true),
      "POST /api/reservation/r-1": () => {
        FakeEventSource.latest().emit(notice("res-own", "Laufkundschaft"));
        return { status: 201, body: { success: true, message: "Reservierung erstellt" } };
      },
    });
    await renderApp("/calendar?date=2026-05-20");
    await expect.element(page.getByRole("button", { name: /20\. Mai 2026/ })).toBeVisible();
    await expect.poll(() => FakeEventSource.instances.length).toBeGreaterThan(0);
    FakeEventSource.latest().emit({ type: "connected", data: {} });
    const toasts = recordToasts();
    await page.getByRole("button", { name: /20\. Mai 2026/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Verfügbare Zeiten anzeigen" }).click();
    await dialog.getByRole("button", { name: /18:00/ }).click();
    await dialog.getByRole("textbox", { name: /Name für Reservierung/ }).fill("Laufkundschaft");
    await dialog.getByRole("button", { name: "Reservierung erstellen" }).click();
    await expect
      .element(dialog.getByText("Reservierung erfolgreich erstellt!", { exact: true }))
      .toBeVisible();
    // A guest's booking right after it is announced as usual.
    FakeEventSource.latest().emit(notice("res-guest", "Gina Gast"));
    await expect.element(page.getByText("Gina Gast · 20.05.2026 · 18:00 · 2 Personen")).toBeVisible();
    toasts.stop();
    expect(toasts.texts().filter((text) => text.includes("Laufkundschaft"))).toEqual([]);
    expect(toasts.texts().some((text) => text.includes("Gina Gast"))).toBe(true);
  });
});
