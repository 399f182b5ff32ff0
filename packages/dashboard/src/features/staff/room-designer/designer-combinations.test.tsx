import Konva from "konva";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { fakeTableServer, roomRecord, tableRecord, tablesOwnerApi } from "../../../test/fake-table-server.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { combinationRecord } from "../../../test/table-fixtures.ts";

beforeEach(async () => {
  await page.viewport(1280, 1000);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function designerStage(): Konva.Stage {
  const stage = Konva.stages.find((s) => s.width() === 800 && s.find(".grid").length > 0);
  if (!stage) throw new Error("Kein Raum-Designer gezeichnet");
  return stage;
}

/** Tables 1 and 2 placed and combined as "Fensterfront"; table 3 is not placed. */
function combinedServer() {
  const server = fakeTableServer(
    [
      tableRecord({ _id: "a", tableNumber: "1", roomId: "room-1", position: { x: 90, y: 90, rotation: 0 } }),
      tableRecord({ _id: "b", tableNumber: "2", roomId: "room-1", position: { x: 210, y: 90, rotation: 0 } }),
      tableRecord({ _id: "c", tableNumber: "3", seats: 2 }),
    ],
    [roomRecord()],
  );
  server.state.combinations.push(
    combinationRecord("k1", "Fensterfront", [
      { _id: "a", tableNumber: "1", seats: 4 },
      { _id: "b", tableNumber: "2", seats: 4 },
    ]),
  );
  return server;
}

describe("Raum-Designer, Kombinationen", () => {
  it("given a defined combination, joins its tables on the plan and lists it with tables and seats", async () => {
    tablesOwnerApi(combinedServer());
    await renderApp("/room-designer");
    const list = page.getByRole("region", { name: "Kombinationen" });
    await expect.element(list.getByText("Fensterfront")).toBeVisible();
    await expect.element(list.getByText("Tisch 1 + Tisch 2 · 8 Plätze")).toBeVisible();
    await expect.poll(() => designerStage().find(".combination-link").length).toBe(1);
    expect(designerStage().findOne(".combination-link")?.getAttr("points")).toEqual([90, 90, 210, 90]);
  });

  it("given 'Löschen' and the confirmation, deletes the combination and its line", async () => {
    const server = combinedServer();
    const { calls } = tablesOwnerApi(server);
    await renderApp("/room-designer");
    await page.getByRole("button", { name: "Kombination Fensterfront löschen" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Kombination löschen?" });
    await confirm.getByRole("button", { name: "Löschen", exact: true }).click();
    await expect.poll(() => server.state.combinations.length).toBe(0);
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/tables/combinations/k1")).toBe(true);
    await expect.element(page.getByText("Noch keine Kombination angelegt.")).toBeVisible();
    await expect.poll(() => designerStage().find(".combination-link").length).toBe(0);
  });
});
