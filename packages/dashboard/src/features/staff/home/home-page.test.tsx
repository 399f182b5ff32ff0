import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { FakeEventSource } from "../../../test/fake-api.ts";
import { reservation, subUserAccount } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("home tab", () => {
  it("given no reservation today but upcoming ones, shows the empty state with their number and the calendar button", async () => {
    ownerApi([
      reservation({ reservationDate: "2026-05-20" }),
      reservation({ reservationDate: "2026-05-21" }),
    ]);
    const { history } = await renderApp("/");
    await expect.element(page.getByText("Keine Reservierungen heute")).toBeVisible();
    await expect.element(page.getByText("2 anstehende Reservierungen")).toBeVisible();
    await page.getByRole("button", { name: "Kalender öffnen" }).click();
    await expect.poll(() => history.location.pathname).toBe("/app/calendar");
  });

  it("loads today's reservations only: one request for today's range, never the whole history", async () => {
    const calls = ownerApi([
      reservation({ customerName: "Heute Gast" }),
      reservation({ customerName: "Früher Gast", reservationDate: "2024-05-14" }),
    ]);
    await renderApp("/");
    await expect.element(page.getByRole("article", { name: /Heute Gast/ })).toBeVisible();
    const reads = calls
      .filter((call) => call.method === "GET" && call.path.startsWith("/api/reservations/"))
      .map((call) => call.path);
    expect(reads).toEqual(["/api/reservations/restaurant/r-1?from=2026-05-14&to=2026-05-14"]);
    // The counters beyond today come from the server's counters, not from a list.
    const listed = calls.filter((call) => call.path.startsWith("/api/restaurants/r-1/reservations?"));
    expect(listed.every((call) => call.path.includes("limit=1"))).toBe(true);
  });

  it("given a reservation change on another day, keeps today's list; one on today reloads it", async () => {
    const list = [reservation({ customerName: "Anna Früh", timeSlot: "12:00" })];
    const calls = ownerApi(list);
    await renderApp("/");
    await expect.element(page.getByRole("article", { name: /Anna Früh/ })).toBeVisible();
    const todayReads = () =>
      calls.filter((call) => call.path === "/api/reservations/restaurant/r-1?from=2026-05-14&to=2026-05-14");
    FakeEventSource.latest().emit({ type: "connected", data: {} });
    FakeEventSource.latest().emit({
      type: "changed",
      data: { entity: "reservations", id: "res-x", dates: ["2026-05-21"] },
    });
    list.push(reservation({ customerName: "Ben Spät", timeSlot: "20:00" }));
    FakeEventSource.latest().emit({
      type: "changed",
      data: { entity: "reservations", id: "res-y", dates: ["2026-05-14"] },
    });
    await expect.element(page.getByRole("article", { name: /Ben Spät/ })).toBeVisible();
    expect(todayReads()).toHaveLength(2);
  });

  it("given nothing booked, says 'Bereit für neue Buchungen'", async () => {
    ownerApi([]);
    await renderApp("/");
    await expect.element(page.getByText("Bereit für neue Buchungen")).toBeVisible();
  });

  it("given today's reservations, counts Gesamt, Bestätigt, Ausstehend and Gäste and shows the clock", async () => {
    ownerApi([
      reservation({ status: "pending", numberOfGuests: 4 }),
      reservation({ status: "confirmed", numberOfGuests: 2, customerName: "Ben Koch" }),
      reservation({ status: "confirmed", numberOfGuests: 3, customerName: "Clara Wolf", timeSlot: "20:00" }),
      reservation({ status: "cancelled", numberOfGuests: 6, customerName: "Storno" }),
      reservation({
        status: "pending",
        numberOfGuests: 8,
        customerName: "Morgen",
        reservationDate: "2026-05-15",
      }),
    ]);
    await renderApp("/");
    const card = page.getByRole("region", { name: "Heute" });
    // Each tile is a <dl>: the label in <dt>, the figure in <dd>. Read them in the order shown.
    const counters = () =>
      [...card.element().querySelectorAll("dl")].map(
        (tile) => `${tile.querySelector("dt")?.textContent}: ${tile.querySelector("dd")?.textContent}`,
      );
    await expect.element(card.getByRole("article", { name: /Ben Koch/ })).toBeVisible();
    // Cancelled and tomorrow's reservations count nowhere: 3 today, 2 + 1, 4 + 2 + 3 guests.
    expect(counters()).toEqual(["Gesamt: 3", "Bestätigt: 2", "Ausstehend: 1", "Gäste: 9"]);
    await expect.element(card.getByRole("article", { name: /Storno/ })).not.toBeInTheDocument();
    await expect.element(card.getByRole("article", { name: /Morgen/ })).not.toBeInTheDocument();
    await expect.element(page.getByText("12:00")).toBeVisible();
    await expect.element(card.getByRole("button", { name: "Bestätigen" })).toBeVisible();
  });

  it("given a failing confirm, rolls the reservation back and shows the error", async () => {
    ownerApi([reservation({ status: "pending" })], {
      "PUT /api/reservations/res-99/status": () => ({ status: 500 }),
    });
    await renderApp("/");
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await expect.element(page.getByText(/Fehler beim Aktualisieren/)).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Bestätigen" })).toBeVisible();
  });

  it("given a sub-user, offers only Kalender, Tischkarte and Menü as tiles", async () => {
    ownerApi([], {}, subUserAccount);
    await renderApp("/");
    const main = page.getByRole("main");
    await expect.element(main.getByRole("link", { name: "Kalender", exact: true })).toBeVisible();
    await expect.element(main.getByRole("link", { name: "Tischkarte", exact: true })).toBeVisible();
    await expect.element(main.getByRole("link", { name: "Raum Designer" })).not.toBeInTheDocument();
    await expect.element(main.getByRole("link", { name: "Statistiken" })).not.toBeInTheDocument();
  });

  it("given the owner, the tiles are links with the tabs' hrefs and a click opens the tab", async () => {
    ownerApi([]);
    const { history } = await renderApp("/");
    const main = page.getByRole("main");
    const hrefs: Record<string, string> = {
      Kalender: "/app/calendar",
      Tischkarte: "/app/floorplan",
      Menü: "/app/menu",
      Tische: "/app/tables",
      "Raum Designer": "/app/room-designer",
      Statistiken: "/app/past-reservations",
      Einstellungen: "/app/settings",
    };
    for (const [label, href] of Object.entries(hrefs)) {
      await expect
        .element(main.getByRole("link", { name: label, exact: true }))
        .toHaveAttribute("href", href);
    }
    await main.getByRole("link", { name: "Menü", exact: true }).click();
    await expect.poll(() => history.location.pathname).toBe("/app/menu");
  });
});
