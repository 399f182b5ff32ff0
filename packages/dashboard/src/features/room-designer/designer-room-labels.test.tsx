import Konva from "konva";
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

/** The designer's Konva stage (800 x 600 with a grid). */
function designerStage(): Konva.Stage {
  const found = Konva.stages.find(
    (s) => s.width() === 800 && s.height() === 600 && s.find(".grid").length > 0,
  );
  if (!found) throw new Error("Kein Raum-Designer gezeichnet");
  return found;
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe("Raum-Designer: room names", () => {
  it("given a table on the room's top-left corner in Tische platzieren, draws the name above the tables where none covers it", async () => {
    // The room starts at (30, 30): its name's old place (38, 38) lies under table 1.
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
    tablesOwnerApi(fakeTableServer(tables, [roomRecord({ name: "Hauptraum" })]));
    await renderApp("/room-designer");
    await page.getByRole("tab", { name: "Tische platzieren" }).click();
    await expect.element(page.getByRole("button", { name: /^4er Tisch 1, Hauptraum/ })).toBeVisible();
    await expect.poll(() => designerStage().find(".table").length).toBe(2);
    const stage = designerStage();
    const names = stage.find("Text").filter((node) => (node as Konva.Text).text() === "Hauptraum");
    expect(names).toHaveLength(1);
    const label = names[0] as Konva.Text;
    const layers = stage.getLayers();
    const labelLayer = layers.indexOf(label.getLayer() as Konva.Layer);
    const tableLayer = layers.indexOf(stage.findOne(".table")?.getLayer() as Konva.Layer);
    expect(labelLayer).toBeGreaterThan(tableLayer);
    const labelBox = label.getClientRect();
    for (const table of stage.find(".table")) {
      expect(intersects(labelBox, table.getClientRect({ skipShadow: true }))).toBe(false);
    }
  });
});
