import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { onDesktopScreen } from "../../../test/desktop-screen.ts";
import { fakeTableServer, tableRecord, tablesOwnerApi } from "../../../test/fake-table-server.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { combinationRecord } from "../../../test/table-fixtures.ts";

onDesktopScreen();

const threeTables = () =>
  fakeTableServer([
    tableRecord({ _id: "a", tableNumber: "1", seats: 4 }),
    tableRecord({ _id: "b", tableNumber: "2", seats: 4 }),
    tableRecord({ _id: "c", tableNumber: "3", seats: 2 }),
  ]);

describe("Tischkombinationen", () => {
  it("given none is defined, says tables of one room are joined automatically and offers to define one", async () => {
    tablesOwnerApi(threeTables());
    await renderApp("/tables");
    await expect.element(page.getByText(/werden bis zu drei Tische eines Raums automatisch/)).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Kombination anlegen" })).toBeEnabled();
  });

  it("given two chosen tables and a name, creates the combination and lists it with its seats", async () => {
    const server = threeTables();
    const { calls } = tablesOwnerApi(server);
    await renderApp("/tables");
    await page.getByRole("button", { name: "Kombination anlegen" }).click();
    const dialog = page.getByRole("dialog", { name: "Neue Tischkombination" });
    const save = dialog.getByRole("button", { name: "Kombination speichern" });
    await dialog.getByRole("checkbox", { name: /Tisch 1/ }).click();
    await expect.element(save).toBeDisabled();
    await dialog.getByRole("checkbox", { name: /Tisch 2/ }).click();
    await dialog.getByRole("textbox", { name: "Name (optional)" }).fill("Fensterfront");
    await save.click();
    await expect.element(page.getByText("Fensterfront")).toBeVisible();
    await expect.element(page.getByText("Tisch 1 + Tisch 2 · 8 Plätze")).toBeVisible();
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/tables/combinations")?.body).toEqual({
      restaurantId: "r-1",
      tableIds: ["a", "b"],
      name: "Fensterfront",
    });
  });

  it("given four chosen tables, the others cannot be chosen any more", async () => {
    tablesOwnerApi(
      fakeTableServer(
        ["1", "2", "3", "4", "5"].map((tableNumber) => tableRecord({ _id: `t${tableNumber}`, tableNumber })),
      ),
    );
    await renderApp("/tables");
    await page.getByRole("button", { name: "Kombination anlegen" }).click();
    const dialog = page.getByRole("dialog", { name: "Neue Tischkombination" });
    for (const number of ["1", "2", "3", "4"]) {
      await dialog.getByRole("checkbox", { name: new RegExp(`Tisch ${number}`) }).click();
    }
    await expect.element(dialog.getByRole("checkbox", { name: /Tisch 5/ })).toBeDisabled();
  });

  it("given a combination, deletes it only after the confirm", async () => {
    const server = threeTables();
    server.state.combinations.push(
      combinationRecord("k1", "", [
        { _id: "a", tableNumber: "1", seats: 4 },
        { _id: "c", tableNumber: "3", seats: 2 },
      ]),
    );
    tablesOwnerApi(server);
    await renderApp("/tables");
    await page.getByRole("button", { name: "Kombination Tisch 1 + Tisch 3 löschen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
    await expect.poll(() => server.state.combinations).toEqual([]);
    await expect.element(page.getByText(/werden bis zu drei Tische eines Raums automatisch/)).toBeVisible();
  });

  it("given the 'Nur intern' switch of a table, saves it", async () => {
    const server = threeTables();
    const { calls } = tablesOwnerApi(server);
    await renderApp("/tables");
    const toggle = page.getByRole("switch", { name: "Tisch 2 nur intern" });
    await expect.element(toggle).not.toBeChecked();
    await toggle.click();
    await expect
      .poll(() => calls.some((c) => c.method === "PUT" && c.path === "/api/tables/b/internal"))
      .toBe(true);
    await expect.element(toggle).toBeChecked();
  });
});
