import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { fakeTableServer, roomRecord, tableRecord, tablesOwnerApi } from "../../test/fake-table-server.ts";
import { renderApp } from "../../test/render-app.tsx";

beforeEach(async () => {
  await page.viewport(1280, 1000);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Raum-Designer, Kombinieren", () => {
  it("given a selected table, 'Kombinieren' starts a combination with it; a second table saves it", async () => {
    const server = fakeTableServer(
      [
        tableRecord({
          _id: "a",
          tableNumber: "1",
          roomId: "room-1",
          position: { x: 90, y: 90, rotation: 0 },
        }),
        tableRecord({
          _id: "b",
          tableNumber: "2",
          roomId: "room-1",
          position: { x: 210, y: 90, rotation: 0 },
        }),
        tableRecord({ _id: "c", tableNumber: "3" }),
      ],
      [roomRecord()],
    );
    const { calls } = tablesOwnerApi(server);
    await renderApp("/room-designer");
    await page.getByRole("tab", { name: "Tische platzieren" }).click();
    await page.getByRole("button", { name: /^4er Tisch 2, Hauptraum/ }).click();
    await page.getByRole("button", { name: "Kombinieren" }).click();
    const dialog = page.getByRole("dialog", { name: "Neue Tischkombination" });
    await expect.element(dialog.getByRole("checkbox", { name: /Tisch 2/ })).toBeChecked();
    await dialog.getByRole("checkbox", { name: /Tisch 1/ }).click();
    await dialog.getByRole("button", { name: "Kombination speichern" }).click();
    await expect.poll(() => server.state.combinations.length).toBe(1);
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/tables/combinations")?.body).toEqual({
      restaurantId: "r-1",
      tableIds: ["b", "a"],
    });
    await expect.element(dialog).not.toBeInTheDocument();
  });
});
