import Konva from "konva";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { fakeTableServer, roomRecord, tablesOwnerApi } from "../../../test/fake-table-server.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { boxesIntersect, tablesOnRoomCorner } from "../../../test/room-label-fixtures.ts";

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

describe("Raum-Designer: room names", () => {
  it("given a table on the room's top-left corner in Tische platzieren, draws the name above the tables where none covers it", async () => {
    const tables = tablesOnRoomCorner();
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
      expect(boxesIntersect(labelBox, table.getClientRect({ skipShadow: true }))).toBe(false);
    }
  });
});
