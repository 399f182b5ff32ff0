import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { reservation } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const created = {
  _id: "e-1",
  reservationId: "res-h",
  type: "created",
  actor: "guest",
  actorName: null,
  at: "2026-05-10T09:00:00.000Z",
};

describe("reservation page, status history", () => {
  it("given a pending reservation, shows its creation and, after Bestätigen, the confirmation by the staff member", async () => {
    let confirmed = false;
    const calls = ownerApi([reservation({ _id: "res-h", customerName: "Clara Berg" })], {
      "GET /api/reservations/res-h/events": () => ({
        body: {
          success: true,
          data: confirmed
            ? [
                created,
                {
                  ...created,
                  _id: "e-2",
                  type: "confirmed",
                  actor: "staff",
                  actorName: "Giulia Rossi",
                  at: "2026-05-14T10:00:00.000Z",
                },
              ]
            : [created],
        },
      }),
      "PUT /api/reservations/res-h/status": () => {
        confirmed = true;
        return { body: { success: true, message: "Reservierung erfolgreich bestätigt!" } };
      },
    });
    await renderApp("/reservation/res-h");
    const history = page.getByRole("region", { name: "Verlauf" });
    await expect.element(history.getByText("Erstellt")).toBeVisible();
    await expect.element(history.getByText("vom Gast")).toBeVisible();
    await expect.element(history.getByText("10.05.2026, 11:00 Uhr")).toBeVisible();
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await expect.element(history.getByText("Bestätigt")).toBeVisible();
    await expect.element(history.getByText("von Giulia Rossi (Personal)")).toBeVisible();
    await expect.element(history.getByText("14.05.2026, 12:00 Uhr")).toBeVisible();
    expect(calls.filter((call) => call.path === "/api/reservations/res-h/events").length).toBe(2);
  });

  it("given the history cannot be loaded, says so and loads it again on Erneut versuchen", async () => {
    let fail = true;
    ownerApi([reservation({ _id: "res-f" })], {
      "GET /api/reservations/res-f/events": () =>
        fail
          ? { status: 500, body: { success: false, message: "Serverfehler" } }
          : { body: { success: true, data: [{ ...created, reservationId: "res-f" }] } },
    });
    await renderApp("/reservation/res-f");
    await expect.element(page.getByText("Der Verlauf konnte nicht geladen werden.")).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(page.getByRole("region", { name: "Verlauf" }).getByText("Erstellt")).toBeVisible();
  });
});

describe("reservation page, the reservation itself", () => {
  it("reads the one reservation by id, never the restaurant's whole list (the shell reads only ranges and counts)", async () => {
    const calls = ownerApi([
      reservation({ _id: "res-a", customerName: "Anna Alt", reservationDate: "2023-02-11" }),
      reservation({ _id: "res-b", customerName: "Ben Koch" }),
    ]);
    await renderApp("/reservation/res-a");
    await expect.element(page.getByRole("heading", { name: "Anna Alt", level: 1 })).toBeVisible();
    const reads = calls.filter((call) => call.method === "GET").map((call) => call.path);
    expect(reads).toContain("/api/restaurants/r-1/reservations/res-a");
    expect(reads).toContain("/api/reservations/res-a/events");
    // Every list read names its days (`from`) or is one page of the counters (`limit`).
    const lists = reads.filter((path) =>
      /^\/api\/(reservations\/restaurant|restaurants\/r-1\/reservations)(\?|$)/.test(path),
    );
    for (const path of lists) expect(path).toMatch(/[?&]from=/);
  });

  it("shows the booking reference the guest quotes", async () => {
    ownerApi([reservation({ _id: "res-r", customerName: "Rita Ruf", reference: "K7M2QX" })]);
    await renderApp("/reservation/res-r");
    await expect.element(page.getByRole("heading", { name: "Rita Ruf", level: 1 })).toBeVisible();
    await expect.element(page.getByRole("term").filter({ hasText: "Reservierungsnummer" })).toBeVisible();
    await expect.element(page.getByText("K7M2QX")).toBeVisible();
  });

  it("given a booking through Reserve with Google, says it was booked through Google", async () => {
    ownerApi([reservation({ _id: "res-g", customerName: "Greta Gold", source: "google" })]);
    await renderApp("/reservation/res-g");
    await expect.element(page.getByRole("heading", { name: "Greta Gold", level: 1 })).toBeVisible();
    const row = page.getByRole("term").filter({ hasText: "Gebucht über" });
    await expect.element(row).toBeVisible();
    await expect.element(page.getByRole("definition").filter({ hasText: /^Google$/ })).toBeVisible();
  });

  it("given an id the restaurant does not have, says the reservation was not found", async () => {
    ownerApi([reservation({ _id: "res-a" })]);
    await renderApp("/reservation/res-fremd");
    await expect.element(page.getByText("Reservierung nicht gefunden")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Erneut versuchen" })).not.toBeInTheDocument();
  });

  it("given the server failing, says so and loads it again on Erneut versuchen", async () => {
    let fail = true;
    const row = reservation({ _id: "res-e", customerName: "Emil Weiß" });
    ownerApi([row], {
      "GET /api/restaurants/r-1/reservations/res-e": () =>
        fail
          ? { status: 500, body: { success: false, message: "Serverfehler" } }
          : { body: { success: true, data: row } },
    });
    await renderApp("/reservation/res-e");
    await expect.element(page.getByText("Die Reservierung konnte nicht geladen werden.")).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(page.getByRole("heading", { name: "Emil Weiß", level: 1 })).toBeVisible();
  });
});
