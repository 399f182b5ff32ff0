import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import type { FakeRequest } from "../../../../test/fake-api.ts";
import { config } from "../../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const stored = {
  ...config,
  updatedAt: "2026-05-14T09:00:00.000Z",
  reservationRetentionMonths: null,
  platformReservationRetentionMonths: 18,
};

describe("settings → Datenschutz → Aufbewahrung", () => {
  it("given the owner shortens the period, sends only that field and shows the page's save status", async () => {
    // The server keeps what was saved: the settings' re-read every 2 s (no live event stream here) then
    // answers the saved period instead of undoing it on a slow machine.
    let server = stored;
    const calls = ownerApi([], {
      "GET /api/restaurantconfigs/user/u-owner": () => ({ body: { success: true, data: server } }),
      "GET /api/restaurants/r-1": () => ({
        body: { success: true, data: { _id: "r-1", name: "Trattoria Demo", ownerId: "u-owner" } },
      }),
      "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: [] } }),
      "PUT /api/restaurants/r-1/config": (request: FakeRequest) => {
        server = { ...server, ...(request.body as object), updatedAt: "2026-05-14T09:05:00.000Z" };
        return { body: { success: true, data: server } };
      },
    });
    await renderApp("/settings");
    await expect.element(page.getByText("Aktuell: Standard der Plattform (18 Monate)")).toBeVisible();
    await page.getByRole("spinbutton", { name: /anonymisieren nach/ }).fill("6");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect.element(page.getByText("Aktuell: 6 Monate nach dem Besuch")).toBeVisible();
    await expect.element(page.getByText("Gespeichert")).toBeVisible();
    const puts = calls.filter((call) => call.method === "PUT");
    expect(puts.map((call) => call.body)).toEqual([{ reservationRetentionMonths: 6 }]);
  });
});
