import type Konva from "konva";
import { beforeEach, describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { onDesktopScreen } from "../../../test/desktop-screen.ts";
import { FakeEventSource } from "../../../test/fake-api.ts";
import { fakeTableServer, roomRecord, tableRecord, tablesOwnerApi } from "../../../test/fake-table-server.ts";
import { reservation } from "../../../test/fixtures.ts";
import { floorPlanStage, placedTableOne } from "../../../test/floor-plan-stage.ts";
import { demoMenu } from "../../../test/order-fixtures.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";
import { tableStateColors } from "./canvas/canvas-colors.ts";

onDesktopScreen();

function tableFill(id: string): string | undefined {
  const group = floorPlanStage().findOne(`#table-${id}`) as Konva.Group | undefined;
  return (group?.findOne("Rect") as Konva.Rect | undefined)?.fill() as string | undefined;
}

/** A pointer event whose time stamp is pinned: the canvas measures a press by its events' time stamps. */
function pointerEventAt(type: string, init: PointerEventInit, timeStamp: number): PointerEvent {
  const event = new PointerEvent(type, init);
  Object.defineProperty(event, "timeStamp", { value: timeStamp });
  return event;
}

/**
 * Presses the pointer on a table's centre and releases it 120 ms later by the events' time stamps,
 * through the canvas and Konva's own hit detection. The time stamps are pinned, so how long the machine
 * takes between the two events does not matter (a driven click can take longer than a tap's 500 ms on a
 * busy machine; the limits of a tap are core's tested rule). First waits until Konva's hit graph has the
 * table under that point: the hit canvas is drawn on an animation frame after the scene, later on a busy
 * machine.
 */
async function tapTable(id: string) {
  const centre = () => (floorPlanStage().findOne(`#table-${id}`) as Konva.Group).getAbsolutePosition();
  await expect
    .poll(() => floorPlanStage().getIntersection(centre())?.findAncestor(`#table-${id}`)?.id() ?? null)
    .toBe(`table-${id}`);
  const current = floorPlanStage();
  const point = centre();
  const box = current.content.getBoundingClientRect();
  const canvas = current.content.querySelector("canvas:last-of-type") as HTMLCanvasElement;
  const init: PointerEventInit = {
    bubbles: true,
    cancelable: true,
    composed: true,
    pointerId: 1,
    pointerType: "mouse",
    isPrimary: true,
    button: 0,
    clientX: box.left + point.x,
    clientY: box.top + point.y,
  };
  const pressedAt = performance.now();
  canvas.dispatchEvent(pointerEventAt("pointerdown", { ...init, buttons: 1 }, pressedAt));
  canvas.dispatchEvent(pointerEventAt("pointerup", { ...init, buttons: 0 }, pressedAt + 120));
}

const tables = [
  placedTableOne(),
  tableRecord({ _id: "t-2", tableNumber: "2", roomId: "room-1", position: { x: 240, y: 120, rotation: 45 } }),
  tableRecord({ _id: "t-3", tableNumber: "3", position: { x: 600, y: 400, rotation: 0 } }),
];

// fixedNow is 12:00 in Berlin: 11:00 is running (occupied), 13:00 is within 120 min (reserved).
describe("floor plan", () => {
  it("given a reservation now, one later and an open order, colours the tables and shows the dot", async () => {
    tablesOwnerApi(fakeTableServer(tables, [roomRecord()]), {
      reservations: [
        reservation({ tableId: "t-1", timeSlot: "11:00", status: "confirmed" }),
        reservation({ tableId: "t-2", timeSlot: "13:00" }),
        reservation({ tableId: "t-3", timeSlot: "11:30", status: "cancelled" }),
      ],
      orders: [
        { _id: "o-1", restaurantId: "r-1", tableId: "t-3", items: [], totalAmount: 0, status: "pending" },
      ],
    });
    await renderApp("/floorplan");
    await expect.element(page.getByRole("button", { name: "4er Tisch 1, 4 Plätze, besetzt" })).toBeVisible();
    await expect
      .element(page.getByRole("button", { name: "4er Tisch 2, 4 Plätze, reserviert" }))
      .toBeVisible();
    await expect
      .element(page.getByRole("button", { name: "4er Tisch 3, 4 Plätze, verfügbar, offene Bestellung" }))
      .toBeVisible();
    await expect.poll(() => tableFill("t-1")).toBe(tableStateColors.occupied.fill);
    expect(tableFill("t-2")).toBe(tableStateColors.reserved.fill);
    expect(tableFill("t-3")).toBe(tableStateColors.available.fill);
    expect((floorPlanStage().findOne("#table-t-3") as Konva.Group).findOne(".open-order")).toBeTruthy();
    expect(floorPlanStage().findOne("#table-t-2")?.rotation()).toBe(45);
    expect(floorPlanStage().find(".room")).toHaveLength(1);
  });

  it("given a booking announced on the event stream, recolours the table without a reload", async () => {
    const bookings: unknown[] = [];
    tablesOwnerApi(fakeTableServer(tables, [roomRecord()]), { reservations: bookings });
    await renderApp("/floorplan");
    await expect.poll(() => tableFill("t-1")).toBe(tableStateColors.available.fill);
    bookings.push(reservation({ tableId: "t-1", timeSlot: "11:45", status: "confirmed" }));
    FakeEventSource.latest().emit({ type: "changed", data: { entity: "reservations" } });
    await expect.poll(() => tableFill("t-1")).toBe(tableStateColors.occupied.fill);
  });

  it("loads the day around now only; a change on today's date reloads it, one on a later day does not", async () => {
    const bookings: unknown[] = [];
    const { calls } = tablesOwnerApi(fakeTableServer(tables, [roomRecord()]), { reservations: bookings });
    const rangeReads = () => calls.filter((call) => call.path.startsWith("/api/reservations/restaurant/"));
    await renderApp("/floorplan");
    await expect.poll(() => tableFill("t-1")).toBe(tableStateColors.available.fill);
    // Today with the evening before and the next morning: stays may cross midnight.
    expect(rangeReads().map((call) => call.path)).toEqual([
      "/api/reservations/restaurant/r-1?from=2026-05-13&to=2026-05-15",
    ]);
    FakeEventSource.latest().emit({ type: "connected", data: {} });
    FakeEventSource.latest().emit({
      type: "changed",
      data: { entity: "reservations", dates: ["2026-05-30"] },
    });
    bookings.push(reservation({ tableId: "t-1", timeSlot: "11:45", status: "confirmed" }));
    FakeEventSource.latest().emit({
      type: "changed",
      data: { entity: "reservations", dates: ["2026-05-14"] },
    });
    await expect.poll(() => tableFill("t-1")).toBe(tableStateColors.occupied.fill);
    expect(rangeReads()).toHaveLength(2);
  });

  it("given another day in a table's dialog, loads that day alone and lists its reservations", async () => {
    const { calls } = tablesOwnerApi(fakeTableServer(tables, [roomRecord()]), {
      reservations: [
        reservation({ tableId: "t-1", timeSlot: "18:00", customerName: "Clara Vogel" }),
        reservation({
          tableId: "t-1",
          timeSlot: "19:30",
          customerName: "Dora Später",
          reservationDate: "2026-05-28",
        }),
      ],
      overrides: { "GET /api/menu/restaurant/r-1": () => ({ body: { success: true, data: demoMenu } }) },
    });
    await renderApp("/floorplan");
    await expect.poll(() => tableFill("t-1")).toBeTruthy();
    await tapTable("t-1");
    const dialog = page.getByRole("dialog", { name: "4er Tisch 1 · 4 Plätze" });
    await dialog.getByRole("tab", { name: "Reservierungen" }).click();
    await expect.element(dialog.getByText("18:00 · Clara Vogel")).toBeVisible();
    await dialog.getByLabelText("Tag").fill("2026-05-28");
    await expect.element(dialog.getByText("19:30 · Dora Später")).toBeVisible();
    await expect.element(dialog.getByText(/Clara Vogel/)).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(
      "/api/reservations/restaurant/r-1?from=2026-05-28&to=2026-05-28",
    );
  });

  it("given a tap on a table, opens its dialog with the order tabs and its reservations of the day", async () => {
    tablesOwnerApi(fakeTableServer(tables, [roomRecord()]), {
      reservations: [
        reservation({ tableId: "t-1", timeSlot: "18:00", status: "confirmed", customerName: "Clara Vogel" }),
        reservation({ tableId: "t-1", timeSlot: "20:00", customerName: "Ben Koch" }),
        reservation({ tableId: "t-1", timeSlot: "21:00", status: "cancelled", customerName: "Storno Gast" }),
      ],
      overrides: { "GET /api/menu/restaurant/r-1": () => ({ body: { success: true, data: demoMenu } }) },
    });
    await renderApp("/floorplan");
    await expect.poll(() => tableFill("t-1")).toBeTruthy();
    await tapTable("t-1");
    const dialog = page.getByRole("dialog", { name: "4er Tisch 1 · 4 Plätze" });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(dialog.getByRole("tab", { name: "Bestellung aufnehmen" }))
      .toHaveAttribute("aria-selected", "true");
    await expect.element(dialog.getByRole("tab", { name: "Getränke" })).toBeVisible();
    await dialog.getByRole("tab", { name: "Reservierungen" }).click();
    await expect.element(dialog.getByText("18:00 · Clara Vogel")).toBeVisible();
    await expect.element(dialog.getByText("Bestätigt")).toBeVisible();
    await expect.element(dialog.getByText("Ausstehend")).toBeVisible();
    await expect.element(dialog.getByText(/Storno Gast/)).not.toBeInTheDocument();
  });

  it("given a regular among the table's reservations, the dialog shows their guest hint", async () => {
    tablesOwnerApi(fakeTableServer(tables, [roomRecord()]), {
      reservations: [
        reservation({
          _id: "res-c",
          tableId: "t-1",
          timeSlot: "18:00",
          status: "confirmed",
          customerName: "Clara Vogel",
        }),
      ],
      overrides: {
        "GET /api/menu/restaurant/r-1": () => ({ body: { success: true, data: demoMenu } }),
        "GET /api/guests/restaurant/r-1/hints": () => ({
          body: {
            success: true,
            message: "Gästeinformationen geladen.",
            data: {
              "res-c": {
                key: "anna@example.com",
                tags: ["Stammgast"],
                visits: 6,
                visitNumber: 7,
                noShows: 0,
                note: "Nussallergie",
              },
            },
          },
        }),
      },
    });
    await renderApp("/floorplan");
    await expect.poll(() => tableFill("t-1")).toBeTruthy();
    await tapTable("t-1");
    const dialog = page.getByRole("dialog", { name: "4er Tisch 1 · 4 Plätze" });
    await dialog.getByRole("tab", { name: "Reservierungen" }).click();
    const line = dialog.getByText("Stammgast · 7. Besuch · Nussallergie");
    await expect.element(line).toBeVisible();
    expect(await seriousViolations(line.element())).toEqual([]);
  });

  it("given the zoom buttons, zooms in steps and stops at 300 %", async () => {
    tablesOwnerApi(fakeTableServer(tables, [roomRecord()]));
    await renderApp("/floorplan");
    await expect.poll(() => tableFill("t-1")).toBeTruthy();
    const zoomIn = page.getByRole("button", { name: "Vergrößern" });
    for (let i = 0; i < 12; i++) {
      if ((zoomIn.element() as HTMLButtonElement).disabled) break;
      await zoomIn.click();
    }
    await expect.element(page.getByText("300 %")).toBeVisible();
    expect(floorPlanStage().scaleX()).toBe(3);
    await page.getByRole("button", { name: "An Bildschirm anpassen" }).click();
    await expect.poll(() => floorPlanStage().scaleX()).toBeLessThan(3);
  });

  describe("on a 390 px phone", () => {
    beforeEach(async () => {
      await page.viewport(390, 844);
    });
    /** Two rooms side by side, 900 layout px in all: fitted whole, a phone would show them at 40 %. */
    const mainRoom = roomRecord({
      shape: [
        { x: 30, y: 30 },
        { x: 540, y: 30 },
        { x: 540, y: 420 },
        { x: 30, y: 420 },
      ],
    });
    const terrace = roomRecord({
      _id: "room-2",
      name: "Terrasse",
      shape: [
        { x: 570, y: 30 },
        { x: 900, y: 30 },
        { x: 900, y: 420 },
        { x: 570, y: 420 },
      ],
    });
    const roomTables = [
      tableRecord({
        _id: "t-1",
        tableNumber: "1",
        roomId: "room-1",
        position: { x: 120, y: 120, rotation: 0 },
      }),
      tableRecord({
        _id: "t-5",
        tableNumber: "5",
        roomId: "room-2",
        position: { x: 700, y: 120, rotation: 0 },
      }),
    ];
    /** A table's centre on the screen, relative to the canvas. */
    const onScreen = (id: string) =>
      (floorPlanStage().findOne(`#table-${id}`) as Konva.Group).getAbsolutePosition();

    it("opens on the first room with readable table numbers; the room buttons move the view", async () => {
      tablesOwnerApi(fakeTableServer(roomTables, [mainRoom, terrace]));
      await renderApp("/floorplan");
      await expect.poll(() => tableFill("t-1")).toBeTruthy();
      await expect.element(page.getByText("90 %")).toBeVisible();
      const width = floorPlanStage().width();
      expect(onScreen("t-1").x).toBeGreaterThan(0);
      expect(onScreen("t-5").x).toBeGreaterThan(width);
      await page.getByRole("button", { name: "Terrasse" }).click();
      await expect.poll(() => onScreen("t-5").x).toBeLessThan(width);
      expect(onScreen("t-5").x).toBeGreaterThan(0);
      await page.getByRole("button", { name: "Alle Räume" }).click();
      await expect.poll(() => floorPlanStage().scaleX()).toBeLessThan(0.5);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    });

    it("given the quick setup's tables all on one spot and no room, stands them in rows and says so", async () => {
      const quick = ["1", "2", "3", "4"].map((n) => tableRecord({ _id: `t-${n}`, tableNumber: n }));
      tablesOwnerApi(fakeTableServer(quick, []));
      await renderApp("/floorplan");
      await expect.poll(() => tableFill("t-4")).toBeTruthy();
      const spots = new Set(["t-1", "t-2", "t-3", "t-4"].map((id) => `${onScreen(id).x},${onScreen(id).y}`));
      expect(spots.size).toBe(4);
      expect(floorPlanStage().scaleX()).toBeLessThanOrEqual(1.5);
      await expect.element(page.getByText(/Diese Tische stehen vorläufig in Reihen/)).toBeVisible();
      await expect
        .element(page.getByRole("link", { name: "Zum Raum-Designer" }))
        .toHaveAttribute("href", "/app/room-designer");
    });
  });
});
