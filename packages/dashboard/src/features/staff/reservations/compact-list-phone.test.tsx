// The app's styles: the test is about what a phone's width shows.
import "../../../styles.css";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { reservationPagesRoute } from "../../../test/fake-reservation-pages.ts";
import { reservation } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

beforeEach(async () => {
  await page.viewport(390, 844);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Over 300 reservations, so the list is the compact (windowed) one; 12:00 in Berlin is "now". */
function manyReservations() {
  return [
    reservation({ customerName: "Früh Gast", status: "confirmed", timeSlot: "08:30" }),
    reservation({ customerName: "Abend Gast", status: "confirmed", timeSlot: "19:00" }),
    reservation({ customerName: "Offen Gast", status: "pending", timeSlot: "19:00" }),
    reservation({
      customerName: "Weg Gast",
      status: "no_show",
      timeSlot: "08:00",
      updated_at: "2026-05-14T07:00:00Z",
    }),
    ...Array.from({ length: 310 }, (_, i) =>
      reservation({ customerName: `Gast ${i}`, status: "confirmed", timeSlot: "20:00" }),
    ),
  ];
}

/** The row (the list item's content) of a guest. */
function rowOf(name: string): HTMLElement {
  const link = page.getByRole("link", { name, exact: true }).element();
  const row = link.closest("li")?.firstElementChild;
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${name}`);
  return row;
}

function inside(inner: DOMRect, outer: DOMRect): boolean {
  return (
    inner.left >= outer.left &&
    inner.right <= outer.right &&
    inner.top >= outer.top &&
    inner.bottom <= outer.bottom
  );
}

describe("the compact reservation list on a 390 px phone", () => {
  it("given over 300 reservations, shows 'Abgeschlossen' and 'Aktiv', the names and the actions within each row", async () => {
    const many = manyReservations();
    ownerApi(many, {
      "GET /api/restaurants/r-1/reservations": reservationPagesRoute(many, { pageSize: 400 }),
    });
    await renderApp("/reservations");
    await expect.element(page.getByRole("link", { name: "Früh Gast", exact: true })).toBeVisible();
    // The no-show actions load on demand.
    await expect.element(page.getByRole("button", { name: "Rückgängig" })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Nicht erschienen" })).toBeVisible();

    for (const [name, timing] of [
      ["Früh Gast", "Abgeschlossen"],
      ["Weg Gast", "Abgeschlossen"],
      ["Abend Gast", "Aktiv"],
      ["Offen Gast", "Aktiv"],
    ] as const) {
      const row = rowOf(name);
      const box = row.getBoundingClientRect();
      const label = [...row.querySelectorAll("[data-timing]")];
      expect(
        label.map((element) => element.textContent),
        name,
      ).toEqual([timing]);
      await expect.element(label[0] as HTMLElement).toBeVisible();
      expect(inside((label[0] as HTMLElement).getBoundingClientRect(), box), `${name}: ${timing}`).toBe(true);
      const nameBox = page.getByRole("link", { name, exact: true }).element().getBoundingClientRect();
      expect(nameBox.width, `${name} is readable`).toBeGreaterThan(40);
      expect(inside(nameBox, box), name).toBe(true);
      for (const button of row.querySelectorAll("button")) {
        expect(inside(button.getBoundingClientRect(), box), `${name}: ${button.textContent}`).toBe(true);
      }
      expect(row.scrollWidth, name).toBeLessThanOrEqual(row.clientWidth);
    }
    const pending = rowOf("Offen Gast");
    expect([...pending.querySelectorAll("button")].map((button) => button.textContent)).toEqual([
      "Bestätigen",
      "Ablehnen",
    ]);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });
});
