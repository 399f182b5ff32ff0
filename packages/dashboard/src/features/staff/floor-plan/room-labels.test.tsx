import type Konva from "konva";
import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { onDesktopScreen } from "../../../test/desktop-screen.ts";
import { fakeTableServer, roomRecord, tablesOwnerApi } from "../../../test/fake-table-server.ts";
import { floorPlanStage } from "../../../test/floor-plan-stage.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { boxesIntersect, tablesOnRoomCorner } from "../../../test/room-label-fixtures.ts";

onDesktopScreen();

describe("floor plan: room names", () => {
  it("given a table on the room's top-left corner, draws the name above the tables and where no table covers it", async () => {
    const tables = tablesOnRoomCorner();
    tablesOwnerApi(fakeTableServer(tables, [roomRecord({ name: "Wintergarten" })]));
    await renderApp("/floorplan");
    await expect.element(page.getByRole("button", { name: /^4er Tisch 1,/ })).toBeVisible();
    await expect.poll(() => floorPlanStage().find(".room-label").length).toBe(1);
    const label = floorPlanStage().findOne(".room-label") as Konva.Text;
    expect(label.text()).toBe("Wintergarten");
    const layers = floorPlanStage().getLayers();
    const labelLayer = layers.indexOf(label.getLayer() as Konva.Layer);
    const tableLayer = layers.indexOf(floorPlanStage().findOne(".table")?.getLayer() as Konva.Layer);
    expect(labelLayer).toBeGreaterThan(tableLayer);
    const labelBox = label.getClientRect();
    for (const table of floorPlanStage().find(".table")) {
      expect(boxesIntersect(labelBox, table.getClientRect({ skipShadow: true }))).toBe(false);
    }
  });
});
