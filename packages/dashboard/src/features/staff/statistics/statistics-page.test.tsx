import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { reservation } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { demoStatistics } from "../../../test/statistics-fixtures.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const visits = [
  reservation({
    customerName: "Anna Schmidt",
    reservationDate: "2026-05-13",
    status: "confirmed",
    numberOfGuests: 4,
  }),
  reservation({ customerName: "Ben Koch", reservationDate: "2026-05-10", status: "cancelled" }),
  reservation({ customerName: "Clara Vogel", reservationDate: "2026-04-20", status: "confirmed" }),
  reservation({ customerName: "Uralt", reservationDate: "2025-01-10", status: "confirmed" }),
];

function statsRoute(answer = demoStatistics()) {
  return { "GET /api/stats/r-1": () => ({ body: { success: true, data: answer } }) };
}

describe("statistics", () => {
  it("given the default period, shows the tiles, revenue cards, list header and dd.mm dates", async () => {
    const calls = ownerApi(visits, statsRoute());
    await renderApp("/past-reservations");
    await expect
      .element(page.getByRole("button", { name: "Letzte 30 Tage" }))
      .toHaveAttribute("aria-pressed", "true");
    await expect
      .element(page.getByRole("heading", { name: "3 Reservierungen (Letzte 30 Tage)" }))
      .toBeVisible();
    await expect.element(page.getByText("66,7 %")).toBeVisible();
    await expect
      .element(page.getByRole("region", { name: "Gesamt Trinkgeld" }).getByText(/1,50\s€/))
      .toBeVisible();
    await expect
      .element(
        page
          .getByRole("region", { name: "Karten-Zahlungen" })
          .getByText(/13,50\s€/)
          .first(),
      )
      .toBeVisible();
    await expect.element(page.getByText("13.05.", { exact: true })).toBeVisible();
    await expect.element(page.getByText("20.04.26", { exact: true })).toBeVisible();
    expect(calls.some((c) => c.path === "/api/stats/r-1?period=30days")).toBe(true);
  });

  it("given bookings through Google, shows them as their own channel among the period's booking channels", async () => {
    ownerApi(visits, statsRoute());
    await renderApp("/past-reservations");
    const channels = page.getByRole("region", { name: "Buchungskanäle" });
    await expect.element(channels).toBeVisible();
    await expect
      .element(channels.getByRole("listitem").filter({ hasText: "Google" }))
      .toHaveTextContent(/^Google1 Reservierung · 20\s% · 4 Gäste$/);
  });

  it("given a period button, keeps it in the URL and asks for that period", async () => {
    const calls = ownerApi(visits, statsRoute());
    const { history } = await renderApp("/past-reservations");
    await page.getByRole("button", { name: "Alle Zeit" }).click();
    await expect.element(page.getByRole("heading", { name: "4 Reservierungen (Alle Zeit)" })).toBeVisible();
    expect(history.location.search).toContain("period=all");
    expect(calls.some((c) => c.path === "/api/stats/r-1?period=all")).toBe(true);
  });

  it("given nothing paid, every revenue card says 'Keine Daten'", async () => {
    ownerApi(visits, statsRoute(demoStatistics({ revenue: null })));
    await renderApp("/past-reservations");
    await expect.poll(() => page.getByText("Keine Daten").elements().length).toBe(8);
  });

  it("given a search without hits, shows the empty state with the hint and resets", async () => {
    ownerApi(visits, statsRoute());
    await renderApp("/past-reservations?q=niemand");
    await expect.element(page.getByText("Keine Reservierungen gefunden")).toBeVisible();
    await expect.element(page.getByText("Versuchen Sie andere Suchkriterien")).toBeVisible();
    await page.getByRole("button", { name: "Filter zurücksetzen" }).click();
    await expect
      .element(page.getByRole("heading", { name: "3 Reservierungen (Letzte 30 Tage)" }))
      .toBeVisible();
  });

  it("given no reservations in the period, says 'Keine Daten für Heute verfügbar'", async () => {
    ownerApi([], statsRoute());
    await renderApp("/past-reservations?period=today");
    await expect.element(page.getByText("Keine Daten für Heute verfügbar")).toBeVisible();
  });

  it("given the status filter Storniert, lists only the cancellation", async () => {
    ownerApi(visits, statsRoute());
    await renderApp("/past-reservations?status=cancelled");
    await expect
      .element(page.getByRole("heading", { name: "1 Reservierung (Letzte 30 Tage)" }))
      .toBeVisible();
    await expect.element(page.getByText("Ben Koch")).toBeVisible();
  });

  it("given the charts, offers their figures as tables and the heat map by weekday and hour", async () => {
    ownerApi(visits, statsRoute());
    await renderApp("/past-reservations");
    await expect
      .element(page.getByRole("table", { name: "Auslastung nach Wochentag und Uhrzeit" }))
      .toBeVisible();
    await expect.element(page.getByText("Donnerstag 19 Uhr: 2 Reservierungen")).toBeInTheDocument();
    await page.getByText("Als Tabelle anzeigen").nth(1).click();
    await expect
      .element(page.getByRole("table", { name: "Umsatz nach Zahlungsart" }).getByText(/12,00\s€/))
      .toBeVisible();
  });

  it("given the period, sort and status, asks the list endpoint for the period's days in that order", async () => {
    const calls = ownerApi(visits, statsRoute());
    await renderApp("/past-reservations?period=7days&status=confirmed&sort=guests-desc");
    await expect.element(page.getByRole("heading", { name: "1 Reservierung (Letzte 7 Tage)" })).toBeVisible();
    expect(calls.map((call) => call.path)).toContain(
      "/api/restaurants/r-1/reservations?from=2026-05-07&to=2026-05-14&status=confirmed&sort=guests-desc&limit=100",
    );
  });

  it("given more rows than a page, counts all, shows 100 and loads the next with 'Weitere anzeigen'", async () => {
    const many = Array.from({ length: 130 }, (_, i) =>
      reservation({ customerName: `Gast ${i}`, reservationDate: "2026-05-02", status: "confirmed" }),
    );
    const calls = ownerApi(many, statsRoute());
    await renderApp("/past-reservations");
    await expect
      .element(page.getByRole("heading", { name: "130 Reservierungen (Letzte 30 Tage)" }))
      .toBeVisible();
    await expect.element(page.getByText("100 von 130 angezeigt")).toBeVisible();
    await page.getByRole("button", { name: "Weitere anzeigen" }).click();
    await expect.element(page.getByText("Gast 129", { exact: true })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Weitere anzeigen" })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.includes("cursor=100"))).toBe(true);
  });

  it("while the figures load, says 'Lade Bestellungsdaten...'", async () => {
    ownerApi(visits, { "GET /api/stats/r-1": () => new Promise(() => {}) });
    await renderApp("/past-reservations");
    await expect.element(page.getByText("Lade Bestellungsdaten...")).toBeVisible();
  });
});
