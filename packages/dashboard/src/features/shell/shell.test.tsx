import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { FakeEventSource } from "../../test/fake-api.ts";
import { reservation, subUserAccount } from "../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../test/render-app.tsx";

beforeEach(async () => {
  await page.viewport(1280, 900);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("operator shell", () => {
  it("given the owner, lists the ten menu entries and the counters", async () => {
    ownerApi([reservation({ status: "pending" }), reservation({ status: "confirmed" })]);
    await renderApp("/");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    for (const label of [
      "Dashboard",
      "Tischkarte",
      "Kalender",
      "Reservierungen",
      "Bestellungen",
      "Menü",
      "Statistiken",
      "Tische",
      "Unterbenutzer",
      "Einstellungen",
    ]) {
      await expect.element(nav.getByRole("button", { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    await expect.element(page.getByRole("term").filter({ hasText: "Heute" })).toBeVisible();
  });

  it("given a sub-user on a forbidden tab, sends them home and shows the first six entries only", async () => {
    ownerApi([], {}, subUserAccount);
    const { history } = await renderApp("/settings");
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect(history.location.pathname).toBe("/app/");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect.element(nav.getByRole("button", { name: "Menü" })).toBeVisible();
    await expect.element(nav.getByRole("button", { name: "Einstellungen" })).not.toBeInTheDocument();
    await expect.element(nav.getByRole("button", { name: "Statistiken" })).not.toBeInTheDocument();
  });

  it("given no session, sends the visitor to the login and back to the tab afterwards", async () => {
    ownerApi([], { "GET /api/users/me": () => ({ status: 401, body: { success: false, message: "" } }) });
    const { history } = await renderApp("/reservations?status=pending");
    await expect.element(page.getByRole("button", { name: "Anmelden" })).toBeVisible();
    expect(history.location.pathname).toBe("/app/login");
    expect(history.location.search).toContain("redirect=");
  });

  it("given a changed event for reservations, re-reads exactly the reservations", async () => {
    const calls = ownerApi([reservation()]);
    await renderApp("/reservations");
    await expect.element(page.getByRole("article", { name: /Anna Schmidt/ })).toBeVisible();
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe("/api/notifications/listen/r-1");
    stream.emit({ type: "connected", data: {} });
    const count = (path: string) => calls.filter((call) => call.path === path).length;
    const before = {
      reservations: count("/api/reservations/restaurant/r-1"),
      orders: count("/api/orders/restaurant/r-1"),
    };
    stream.emit({ type: "changed", data: { entity: "reservations", action: "updated" } });
    await expect.poll(() => count("/api/reservations/restaurant/r-1")).toBe(before.reservations + 1);
    expect(count("/api/orders/restaurant/r-1")).toBe(before.orders);
  });

  it("given a new reservation event, shows the toast 'Neue Reservierung' with name, date, time and guests", async () => {
    ownerApi([]);
    await renderApp("/");
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    FakeEventSource.latest().emit({
      type: "new_reservation",
      data: {
        customerName: "Paul Weber",
        restaurantName: "Trattoria Demo",
        date: "2026-05-20",
        time: "18:30",
        guests: 4,
        tableNames: ["2"],
      },
    });
    await expect.element(page.getByText("Paul Weber · 20.05.2026 · 18:30 · 4 Personen")).toBeVisible();
  });

  it("given the stream breaks, says the view may be behind and reconnects", async () => {
    ownerApi([]);
    await renderApp("/");
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    FakeEventSource.latest().fail();
    await expect
      .element(page.getByText("Live-Aktualisierung unterbrochen – Daten werden regelmäßig neu geladen."))
      .toBeVisible();
  });
});
