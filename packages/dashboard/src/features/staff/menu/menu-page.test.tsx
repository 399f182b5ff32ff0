import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { subUserAccount } from "../../../test/fixtures.ts";
import { demoMenu } from "../../../test/order-fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("menu management", () => {
  it("given the menu, groups it by category with counts", async () => {
    ownerApi([], { "GET /api/menu/restaurant/r-1": () => ({ body: { success: true, data: demoMenu } }) });
    await renderApp("/menu");
    await expect.element(page.getByRole("heading", { name: "Menü verwalten" })).toBeVisible();
    await expect.element(page.getByRole("heading", { name: "Getränke (2)" })).toBeVisible();
    await expect.element(page.getByRole("heading", { name: "Vorspeisen (1)" })).toBeVisible();
    await expect.element(page.getByRole("heading", { name: "Hauptspeisen (1)" })).toBeVisible();
    await expect.element(page.getByRole("heading", { name: "Dessert (1)" })).toBeVisible();
  });

  it("given a sub-user, adds an item with cents to the owner's menu", async () => {
    let menu = demoMenu;
    const calls = ownerApi(
      [],
      {
        "GET /api/menu/restaurant/r-1": () => ({ body: { success: true, data: menu } }),
        "POST /api/menu": (request) => {
          menu = [
            ...menu,
            { ...demoMenu[0], _id: "m-new", name: "Spezi", price: 3.45 } as (typeof menu)[number],
          ];
          return {
            status: 201,
            body: { success: true, message: "ok", data: { ...(request.body as object), _id: "m-new" } },
          };
        },
      },
      subUserAccount,
    );
    await renderApp("/menu");
    await page.getByRole("button", { name: "Menüeintrag hinzufügen" }).click();
    await page.getByLabelText("Name").fill("Spezi");
    await page.getByLabelText("Preis (€)").fill("3.45");
    await page.getByRole("combobox", { name: "Kategorie" }).click();
    await page.getByRole("option", { name: "Getränke" }).click();
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect.element(page.getByText("Spezi")).toBeVisible();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Spezi",
      price: 3.45,
      type: "drink",
      userId: "u-owner",
    });
  });

  it("given a blank name or a price of 0, says 'Bitte füllen Sie alle Felder korrekt aus' and sends nothing", async () => {
    const calls = ownerApi([], { "GET /api/menu/restaurant/r-1": () => ({ body: [] }) });
    await renderApp("/menu");
    await expect.element(page.getByText("Noch keine Menüeinträge")).toBeVisible();
    await page.getByRole("button", { name: "Menüeintrag hinzufügen" }).click();
    await page.getByLabelText("Name").fill("  ");
    await page.getByLabelText("Preis (€)").fill("0");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect.element(page.getByText("Bitte füllen Sie alle Felder korrekt aus")).toBeVisible();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("given an edit the server refuses, shows 'Fehler: {message}'", async () => {
    ownerApi([], {
      "GET /api/menu/restaurant/r-1": () => ({ body: demoMenu }),
      "PUT /api/menu/m-cola": () => ({
        status: 403,
        body: { success: false, message: "Keine Berechtigung" },
      }),
    });
    await renderApp("/menu");
    await page.getByRole("button", { name: "Cola: Bearbeiten" }).click();
    await expect.element(page.getByLabelText("Preis (€)")).toHaveValue(3.2);
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect.element(page.getByText("Fehler: Keine Berechtigung")).toBeVisible();
  });

  it("given delete, asks first and then removes the item", async () => {
    let menu = demoMenu;
    const calls = ownerApi([], {
      "GET /api/menu/restaurant/r-1": () => ({ body: menu }),
      "DELETE /api/menu/m-cola": () => {
        menu = demoMenu.slice(1);
        return { body: { success: true, message: "ok" } };
      },
    });
    await renderApp("/menu");
    await page.getByRole("button", { name: "Cola: Löschen" }).click();
    await expect.element(page.getByText("Möchten Sie diesen Menüeintrag wirklich löschen?")).toBeVisible();
    await page.getByRole("button", { name: "Löschen", exact: true }).click();
    await expect.element(page.getByRole("heading", { name: "Getränke (1)" })).toBeVisible();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});
