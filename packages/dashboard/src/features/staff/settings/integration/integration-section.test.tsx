import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { tableRecord } from "../../../../test/fake-table-server.ts";
import { ownerApi, renderApp } from "../../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The owner's settings with these tables. */
function settingsWithTables(tables: unknown[]) {
  return ownerApi([], {
    "GET /api/restaurants/r-1/tables": () => ({ body: { success: true, data: tables } }),
    "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: [] } }),
  });
}

const integrationCard = () => page.getByRole("region", { name: "Website-Integration" });

describe("Website-Integration preview", () => {
  it("given a restaurant without tables, says so with where to add them instead of the widget", async () => {
    const calls = settingsWithTables([]);
    await renderApp("/settings");
    const card = integrationCard();
    await expect.element(card.getByText("Noch keine Tische angelegt")).toBeVisible();
    await expect
      .element(card.getByText("Gäste können erst buchen, wenn Ihre Tische angelegt sind.", { exact: false }))
      .toBeVisible();
    await expect
      .element(card.getByRole("link", { name: "Tische anlegen" }))
      .toHaveAttribute("href", "/app/tables");
    expect((card.element() as HTMLElement).querySelector("[data-tischservice-widget]")).toBeNull();
    expect(calls.some((call) => call.path.startsWith("/api/simple-timeslots/"))).toBe(false);
  });

  it("given a restaurant with tables, previews the widget", async () => {
    settingsWithTables([tableRecord({ _id: "t-1", tableNumber: "1" })]);
    await renderApp("/settings");
    const card = integrationCard();
    await expect.element(card.getByText("Vorschau", { exact: true })).toBeVisible();
    await expect
      .poll(() => (card.element() as HTMLElement).querySelector("[data-tischservice-widget]"))
      .not.toBeNull();
    expect(card.getByText("Noch keine Tische angelegt").elements()).toEqual([]);
  });

  it("given the restaurant's slug, the code links to its booking page for visitors without JavaScript", async () => {
    settingsWithTables([tableRecord({ _id: "t-1", tableNumber: "1" })]);
    await renderApp("/settings");
    const card = integrationCard();
    await expect
      .poll(() => (card.element() as HTMLElement).textContent ?? "")
      .toContain(
        `<noscript><a href="${window.location.origin}/r/trattoriademo">Tisch reservieren</a></noscript>`,
      );
  });
});
