import Konva from "konva";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { fakeTableServer, roomRecord, tableRecord, tablesOwnerApi } from "../../test/fake-table-server.ts";
import { renderApp } from "../../test/render-app.tsx";

beforeEach(async () => {
  await page.viewport(1280, 900);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The floor plan's Konva stage (the one whose tables layer holds table groups). */
function stage(): Konva.Stage {
  const found = Konva.stages.find((s) => s.find(".table").length > 0);
  if (!found) throw new Error("no floor plan stage");
  return found;
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe("floor plan: room names", () => {
  it("given a table on the room's top-left corner, draws the name above the tables and where no table covers it", async () => {
    // The room starts at (30, 30): its name's usual place (38, 38) lies under table 1.
    const tables = [
      tableRecord({
        _id: "t-1",
        tableNumber: "1",
        roomId: "room-1",
        position: { x: 70, y: 60, rotation: 0 },
      }),
      tableRecord({
        _id: "t-2",
        tableNumber: "2",
        roomId: "room-1",
        position: { x: 200, y: 200, rotation: 0 },
      }),
    ];
    tablesOwnerApi(fakeTableServer(tables, [roomRecord({ name: "Wintergarten" })]));
    await renderApp("/floorplan");
    await expect.element(page.getByRole("button", { name: /^4er Tisch 1,/ })).toBeVisible();
    await expect.poll(() => stage().find(".room-label").length).toBe(1);
    const label = stage().findOne(".room-label") as Konva.Text;
    expect(label.text()).toBe("Wintergarten");
    const layers = stage().getLayers();
    const labelLayer = layers.indexOf(label.getLayer() as Konva.Layer);
    const tableLayer = layers.indexOf(stage().findOne(".table")?.getLayer() as Konva.Layer);
    expect(labelLayer).toBeGreaterThan(tableLayer);
    const labelBox = label.getClientRect();
    for (const table of stage().find(".table")) {
      expect(intersects(labelBox, table.getClientRect({ skipShadow: true }))).toBe(false);
    }
  });
});
