import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { stubApi, stubEventSource } from "../../../test/fake-api.ts";
import { ownerUser } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an owner without a restaurant", () => {
  it("given 'Restaurant jetzt erstellen', creates it with the owner's name and e-mail and opens the dashboard", async () => {
    stubEventSource();
    let user: Record<string, unknown> = { ...ownerUser, restaurantId: null };
    const calls = stubApi({
      "GET /api/users/me": () => ({ body: { success: true, user } }),
      "POST /api/debug/create-restaurant": () => {
        user = { ...ownerUser };
        return {
          status: 201,
          body: {
            success: true,
            message: "Restaurant erfolgreich erstellt!",
            data: { _id: "r-1", name: "Bistro" },
          },
        };
      },
    });
    await renderApp("/");
    await expect.element(page.getByText("Keine Restaurant-Konfiguration gefunden")).toBeVisible();
    const name = page.getByRole("textbox", { name: /^Name/ });
    await name.clear();
    await page.getByRole("button", { name: "Restaurant jetzt erstellen" }).click();
    await expect.element(page.getByText("Dieses Feld ist erforderlich.")).toBeVisible();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await name.fill("Bistro");
    await page.getByRole("button", { name: "Restaurant jetzt erstellen" }).click();
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      userId: "u-owner",
      name: "Bistro",
      email: "inhaber@trattoria.example",
    });
  });

  it("given the server refuses, shows its message and stays", async () => {
    stubEventSource();
    stubApi({
      "GET /api/users/me": () => ({ body: { success: true, user: { ...ownerUser, restaurantId: null } } }),
      "POST /api/debug/create-restaurant": () => ({
        status: 409,
        body: { success: false, message: "Für diesen Benutzer existiert bereits ein Restaurant." },
      }),
    });
    await renderApp("/");
    await page.getByRole("button", { name: "Restaurant jetzt erstellen" }).click();
    await expect
      .element(page.getByText("Für diesen Benutzer existiert bereits ein Restaurant."))
      .toBeVisible();
  });
});
