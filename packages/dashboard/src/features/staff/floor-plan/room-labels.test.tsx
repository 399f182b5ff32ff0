import Konva from "konva";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { fakeTableServer, roomRecord, tablesOwnerApi } from "../../../test/fake-table-server.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { boxesIntersect, tablesOnRoomCorner } from "../../../test/room-label-fixtures.ts";

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

describe("floor plan: room names", () => {
  it("given a table on the room's top-left corner, draws the name above the tables and where no table covers it", async () => {
    const tables = tablesOnRoomCorner();
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
      expect(boxesIntersect(labelBox, table.getClientRect({ skipShadow: true }))).toBe(false);
    }
  });
});
