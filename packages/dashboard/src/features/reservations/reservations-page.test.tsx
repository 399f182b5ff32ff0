import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { reservation } from "../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../test/render-app.tsx";
import { windowRange } from "./use-windowed-list.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("reservations list", () => {
  it("given a search in the URL, shows only matching reservations of today and later", async () => {
    ownerApi([
      reservation({ customerName: "Anna Schmidt" }),
      reservation({ customerName: "Ben Koch", customerEmail: "ben@example.com" }),
      reservation({ customerName: "Alt Gast", reservationDate: "2026-05-01" }),
    ]);
    await renderApp("/reservations?q=SCHMIDT");
    await expect.element(page.getByRole("article", { name: /Anna Schmidt/ })).toBeVisible();
    await expect.element(page.getByRole("article", { name: /Ben Koch/ })).not.toBeInTheDocument();
    await expect
      .element(page.getByRole("searchbox", { name: "Reservierungen suchen" }))
      .toHaveValue("SCHMIDT");
  });

  it("given the filter Storniert with nothing cancelled, shows 'Keine Reservierungen gefunden'", async () => {
    ownerApi([reservation()]);
    const { history } = await renderApp("/reservations");
    await page.getByRole("button", { name: "Storniert" }).click();
    await expect.element(page.getByText("Keine Reservierungen gefunden")).toBeVisible();
    expect(history.location.search).toContain("status=cancelled");
  });

  it("given Bestätigen, confirms at once and says 'Reservierung erfolgreich bestätigt!'", async () => {
    const first = reservation({ customerName: "Clara Vogel" });
    ownerApi([first], {
      [`PUT /api/reservations/${first._id}/status`]: () => ({ body: { success: true, message: "ok" } }),
    });
    await renderApp("/reservations");
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await expect.element(page.getByText("Reservierung erfolgreich bestätigt!")).toBeVisible();
  });

  it("given a confirmed reservation whose start lies over 3 hours back, labels it 'Abgeschlossen', the others 'Aktiv'", async () => {
    ownerApi([
      reservation({ customerName: "Früh Gast", status: "confirmed", timeSlot: "08:30" }),
      reservation({ customerName: "Abend Gast", status: "confirmed", timeSlot: "19:00" }),
      reservation({ customerName: "Offen Gast", status: "pending", timeSlot: "08:00" }),
    ]);
    await renderApp("/reservations");
    const early = page.getByRole("article", { name: /Früh Gast/ });
    await expect.element(early.getByText("Abgeschlossen", { exact: true })).toBeVisible();
    await expect
      .element(page.getByRole("article", { name: /Abend Gast/ }).getByText("Aktiv", { exact: true }))
      .toBeVisible();
    await expect
      .element(page.getByRole("article", { name: /Offen Gast/ }).getByText("Aktiv", { exact: true }))
      .toBeVisible();
    expect(document.querySelectorAll("[data-timing='completed']")).toHaveLength(1);
  });

  it("given more than 300 reservations, renders only the visible rows", async () => {
    const many = Array.from({ length: 800 }, (_, i) =>
      reservation({ customerName: `Gast ${i}`, timeSlot: "18:00" }),
    );
    ownerApi(many);
    await renderApp("/reservations");
    await expect.element(page.getByRole("link", { name: "Gast 0", exact: true })).toBeVisible();
    expect(document.querySelectorAll("li[aria-setsize='800']").length).toBeLessThan(60);
  });

  it("given a scroll position, computes the visible slice with overscan", () => {
    expect(windowRange(800, 56, 5600, 560, 6)).toEqual({ start: 94, end: 116 });
    expect(windowRange(3, 56, 0, 560, 6)).toEqual({ start: 0, end: 3 });
  });
});
