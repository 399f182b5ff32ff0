import Konva from "konva";
import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { onDesktopScreen } from "../../../test/desktop-screen.ts";
import { fakeTableServer, roomRecord, tableRecord, tablesOwnerApi } from "../../../test/fake-table-server.ts";
import { config, reservation } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";

onDesktopScreen();

// Four 4-seat tables: 16 seats; table 4 is "nur intern".
const tables = [1, 2, 3, 4].map((n) =>
  tableRecord({
    _id: `t-${n}`,
    tableNumber: String(n),
    roomId: "room-1",
    position: { x: 60 + n * 110, y: 120, rotation: 0 },
    internal: n === 4,
  }),
);

function withShare(onlineSeatShare: number) {
  return {
    "GET /api/restaurantconfigs/user/u-owner": () => ({
      body: { success: true, data: { ...config, onlineSeatShare } },
    }),
  };
}

function tableGroup(id: string): Konva.Group | undefined {
  const stage = Konva.stages.find((s) => s.find(".table").length > 0);
  return stage?.findOne(`#table-${id}`) as Konva.Group | undefined;
}

// fixedNow is 12:00 in Berlin: the 11:30 stay runs, the 12:15 one starts a quarter of an hour later.
describe("floor plan: seats held back from online bookings", () => {
  it("given 50 % of 16 seats, shows 8 for walk-ins and the online limit's 4 of 8, then 8 of 8 half an hour ahead", async () => {
    tablesOwnerApi(fakeTableServer(tables, [roomRecord()]), {
      reservations: [
        reservation({ tableId: "t-1", timeSlot: "11:30", status: "confirmed" }),
        reservation({ tableId: "t-2", timeSlot: "12:15", status: "confirmed" }),
      ],
      overrides: withShare(50),
    });
    await renderApp("/floorplan");
    const share = page.getByRole("region", { name: "Online-Anteil der Plätze" });
    await expect.element(share.getByText("Für Laufkundschaft gehalten: 8 von 16 Plätzen")).toBeVisible();
    await expect.element(share.getByText("Online-Grenze: 4 von 8 Plätzen belegt")).toBeVisible();
    await expect.element(share.getByText("Nur intern: 1 Tisch, 4 Plätze")).toBeVisible();
    await page.getByRole("button", { name: "+30 Min." }).click();
    await expect.element(share.getByText("Online-Grenze: 8 von 8 Plätzen belegt")).toBeVisible();
    expect(await seriousViolations(share.element())).toEqual([]);
  });

  it("marks the internal table in its accessible name, the legend and on the canvas", async () => {
    tablesOwnerApi(fakeTableServer(tables, [roomRecord()]), { overrides: withShare(100) });
    await renderApp("/floorplan");
    await expect
      .element(page.getByRole("button", { name: "4er Tisch 4, 4 Plätze, verfügbar, nur intern" }))
      .toBeVisible();
    await expect.element(page.getByRole("region", { name: "Legende" }).getByText("Nur intern")).toBeVisible();
    // At 100 % only the internal table is held back: no walk-in or online line.
    await expect.element(page.getByText("Nur intern: 1 Tisch, 4 Plätze")).toBeVisible();
    expect(page.getByText(/Für Laufkundschaft/).elements()).toHaveLength(0);
    await expect.poll(() => tableGroup("t-4")?.findOne(".internal-tag")).toBeTruthy();
    const outline = tableGroup("t-4")?.findOne("Rect") as Konva.Rect | undefined;
    expect(outline?.dash()).toEqual([6, 4]);
    expect(tableGroup("t-1")?.findOne(".internal-tag")).toBeUndefined();
  });

  it("given 100 % and no internal table, shows nothing extra", async () => {
    const plain = tables.map((table) => ({ ...table, internal: false }));
    tablesOwnerApi(fakeTableServer(plain, [roomRecord()]), { overrides: withShare(100) });
    await renderApp("/floorplan");
    await expect
      .element(page.getByRole("button", { name: "4er Tisch 4, 4 Plätze, verfügbar" }))
      .toBeVisible();
    expect(page.getByRole("region", { name: "Online-Anteil der Plätze" }).elements()).toHaveLength(0);
    expect(page.getByRole("region", { name: "Legende" }).getByText("Nur intern").elements()).toHaveLength(0);
  });

  it("given a 390 px phone, the lines wrap inside the page", async () => {
    await page.viewport(390, 844);
    tablesOwnerApi(fakeTableServer(tables, [roomRecord()]), { overrides: withShare(80) });
    await renderApp("/floorplan");
    const share = page.getByRole("region", { name: "Online-Anteil der Plätze" });
    await expect.element(share.getByText("Für Laufkundschaft gehalten: 4 von 16 Plätzen")).toBeVisible();
    const box = share.element().getBoundingClientRect();
    expect(box.right).toBeLessThanOrEqual(390);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });
});
