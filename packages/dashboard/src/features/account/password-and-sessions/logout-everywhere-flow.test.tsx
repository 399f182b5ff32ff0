import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import type { FakeResponse } from "../../../test/fake-api.ts";
import { config, ownerUser } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const restaurant = {
  _id: "r-1",
  name: "Trattoria Demo",
  ownerId: "u-owner",
  email: "info@trattoria.example",
};

/** The owner's settings page; `logoutAll` answers "Überall abmelden"; afterwards nobody is signed in. */
function settingsApi(logoutAll: () => FakeResponse) {
  let signedIn = true;
  return ownerApi([], {
    "GET /api/users/me": () =>
      signedIn
        ? { body: { success: true, user: ownerUser } }
        : { status: 401, body: { success: false, message: "Nicht angemeldet." } },
    "GET /api/restaurantconfigs/user/u-owner": () => ({ body: { success: true, data: config } }),
    "GET /api/restaurants/r-1": () => ({ body: { success: true, data: restaurant } }),
    "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: [] } }),
    "POST /api/users/logout-all": () => {
      const answer = logoutAll();
      if ((answer.status ?? 200) < 300) signedIn = false;
      return answer;
    },
  });
}

describe("Überall abmelden in Account-Verwaltung", () => {
  it("given the confirmation, ends every session on the server and shows the sign-in", async () => {
    const calls = settingsApi(() => ({
      body: { success: true, message: "Sie wurden auf allen Geräten abgemeldet." },
    }));
    const { history } = await renderApp("/settings");
    await page.getByRole("button", { name: "Überall abmelden" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Überall abmelden" }).click();
    await expect.element(page.getByRole("heading", { name: "Willkommen zurück" })).toBeVisible();
    expect(history.location.pathname).toBe("/app/login");
    expect(calls.filter((call) => call.path === "/api/users/logout-all")).toHaveLength(1);
  });

  it("given a server error, stays on the page with the German message", async () => {
    settingsApi(() => ({ status: 500, body: { success: false, message: "Interner Fehler." } }));
    await renderApp("/settings");
    await page.getByRole("button", { name: "Überall abmelden" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Überall abmelden" }).click();
    await expect
      .element(page.getByText("Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut."))
      .toBeVisible();
    await expect.element(page.getByRole("button", { name: "Überall abmelden" })).toBeVisible();
  });
});
