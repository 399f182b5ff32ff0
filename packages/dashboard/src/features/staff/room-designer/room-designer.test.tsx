import Konva from "konva";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { fakeTableServer, roomRecord, tableRecord, tablesOwnerApi } from "../../../test/fake-table-server.ts";
import { renderApp } from "../../../test/render-app.tsx";

beforeEach(async () => {
  await page.viewport(1280, 1000);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function designerCanvas(): HTMLElement {
  const stage = Konva.stages.find(
    (s) => s.width() === 800 && s.height() === 600 && s.find(".grid").length > 0,
  );
  if (!stage) throw new Error("Kein Raum-Designer gezeichnet");
  return stage.content;
}

/** The designer is drawn and its stage answers clicks. */
async function designerReady() {
  await expect.poll(() => designerCanvas().isConnected).toBe(true);
  await expect.element(page.getByRole("heading", { name: "Räume" })).toBeVisible();
}

/** A mouse click on the canvas at (x, y) in canvas px, as Konva receives it from the browser. */
async function clickCanvas(x: number, y: number) {
  const content = designerCanvas();
  const box = content.getBoundingClientRect();
  const init = { clientX: box.left + x, clientY: box.top + y, button: 0, bubbles: true, cancelable: true };
  content.dispatchEvent(new MouseEvent("mousedown", init));
  content.dispatchEvent(new MouseEvent("mouseup", init));
  content.dispatchEvent(new MouseEvent("click", init));
}

describe("Raum-Designer, draw mode", () => {
  it("given three clicks and a name, saves the room snapped to the grid; undo and redo step through it", async () => {
    const server = fakeTableServer();
    tablesOwnerApi(server);
    await renderApp("/room-designer");
    await expect
      .element(page.getByRole("tab", { name: "Raum zeichnen" }))
      .toHaveAttribute("aria-selected", "true");
    await designerReady();
    await clickCanvas(62, 58);
    await expect.element(page.getByText("Zeichnung: 1 Punkt", { exact: true })).toBeVisible();
    await clickCanvas(305, 70);
    await expect.element(page.getByText("Zeichnung: 2 Punkte", { exact: true })).toBeVisible();
    await clickCanvas(300, 270);
    await expect.element(page.getByText("Zeichnung: 3 Punkte", { exact: true })).toBeVisible();
    const save = page.getByRole("button", { name: "Raum speichern" });
    await expect.element(save).toBeDisabled();
    await expect
      .element(
        page.getByText("Bitte zeichnen Sie einen Raum (mindestens 3 Punkte) und geben Sie einen Namen ein."),
      )
      .toBeVisible();

    await userEvent.keyboard("{Control>}z{/Control}");
    await expect.element(page.getByText("Zeichnung: 2 Punkte", { exact: true })).toBeVisible();
    await userEvent.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    await expect.element(page.getByText("Zeichnung: 3 Punkte", { exact: true })).toBeVisible();

    await page.getByRole("textbox", { name: "Raumname" }).fill("Terrasse");
    await save.click();
    await expect.element(page.getByText("Raum erfolgreich gespeichert!")).toBeVisible();
    expect(server.state.rooms[0]).toMatchObject({
      name: "Terrasse",
      shape: [
        { x: 60, y: 60 },
        { x: 300, y: 60 },
        { x: 300, y: 270 },
      ],
    });
    await expect.element(page.getByRole("button", { name: "Terrasse, 3 Eckpunkte" })).toBeVisible();
  });

  it("given a click inside a room, selects it; Raum löschen asks and deletes it", async () => {
    const server = fakeTableServer([], [roomRecord({ name: "Saal" })]);
    tablesOwnerApi(server);
    await renderApp("/room-designer");
    await designerReady();
    await expect.element(page.getByRole("button", { name: "Raum löschen" })).toBeDisabled();
    await clickCanvas(200, 200);
    await expect
      .element(page.getByRole("button", { name: "Saal, 4 Eckpunkte" }))
      .toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Raum löschen" }).click();
    await page.getByRole("button", { name: "Löschen", exact: true }).click();
    await expect.element(page.getByText("Raum erfolgreich gelöscht!")).toBeVisible();
    expect(server.state.rooms).toHaveLength(0);
  });
});

describe("Raum-Designer, place mode", () => {
  it("given the keyboard, places a table into the room, moves it by 30 px, rotates it and edits its number", async () => {
    const server = fakeTableServer(
      [tableRecord({ _id: "t-1", tableNumber: "1" })],
      [roomRecord({ name: "Saal" })],
    );
    tablesOwnerApi(server);
    await renderApp("/room-designer");
    await page.getByRole("tab", { name: "Tische platzieren" }).click();
    await expect.element(page.getByRole("heading", { name: "Verfügbare Tische" })).toBeVisible();
    await page.getByRole("button", { name: "4er Tisch 1 platzieren" }).click();
    const placed = page.getByRole("button", { name: /^4er Tisch 1, Saal/ });
    await expect.element(placed).toHaveTextContent("4er Tisch 1, Saal, x 210, y 180, 0°");
    expect(server.state.tables[0]).toMatchObject({ roomId: "room-1", position: { x: 210, y: 180 } });
    await expect.element(page.getByText("Alle Tische sind platziert")).toBeVisible();

    (placed.element() as HTMLElement).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(placed).toHaveTextContent("x 240, y 180, 0°");
    await userEvent.keyboard("r");
    await expect.element(placed).toHaveTextContent("x 240, y 180, 45°");
    await expect.poll(() => server.state.tables[0]?.position.rotation).toBe(45);

    await userEvent.keyboard("{Enter}");
    const dialog = page.getByRole("dialog", { name: "Tischnummer bearbeiten" });
    await dialog.getByRole("textbox", { name: "Tischnummer" }).fill("12");
    await userEvent.keyboard("{Enter}");
    await expect.poll(() => server.state.tables[0]?.tableNumber).toBe("12");
  });

  it("given a position the server refuses, puts the table back and says so", async () => {
    const server = fakeTableServer(
      [
        tableRecord({
          _id: "t-1",
          tableNumber: "1",
          roomId: "room-1",
          position: { x: 120, y: 120, rotation: 0 },
        }),
      ],
      [roomRecord({ name: "Saal" })],
    );
    tablesOwnerApi(server, {
      overrides: {
        "PUT /api/tables/t-1/position": () => ({ status: 500, body: { success: false, message: "kaputt" } }),
      },
    });
    await renderApp("/room-designer");
    await page.getByRole("tab", { name: "Tische platzieren" }).click();
    const placed = page.getByRole("button", { name: /^4er Tisch 1, Saal/ });
    (placed.element() as HTMLElement).focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect
      .element(
        page.getByText(
          "Position konnte nicht gespeichert werden. Der gespeicherte Stand wurde wiederhergestellt.",
        ),
      )
      .toBeVisible();
    await expect.element(placed).toHaveTextContent("x 120, y 120, 0°");
  });

  it("given a selected table, switching to draw mode clears the selection", async () => {
    tablesOwnerApi(
      fakeTableServer(
        [tableRecord({ _id: "t-1", roomId: "room-1", position: { x: 120, y: 120, rotation: 0 } })],
        [roomRecord()],
      ),
    );
    await renderApp("/room-designer");
    await page.getByRole("tab", { name: "Tische platzieren" }).click();
    await page.getByRole("button", { name: /^4er Tisch 1, Hauptraum/ }).click();
    await expect
      .element(page.getByRole("button", { name: /^4er Tisch 1, Hauptraum/ }))
      .toHaveAttribute("aria-pressed", "true");
    await page.getByRole("tab", { name: "Raum zeichnen" }).click();
    await page.getByRole("tab", { name: "Tische platzieren" }).click();
    await expect
      .element(page.getByRole("button", { name: /^4er Tisch 1, Hauptraum/ }))
      .toHaveAttribute("aria-pressed", "false");
  });
});
