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

/** Three tables placed in one room in a row, and one not placed. */
function threePlaced() {
  return fakeTableServer(
    [
      tableRecord({ _id: "a", tableNumber: "1", roomId: "room-1", position: { x: 90, y: 90, rotation: 0 } }),
      tableRecord({ _id: "b", tableNumber: "2", roomId: "room-1", position: { x: 210, y: 90, rotation: 0 } }),
      tableRecord({ _id: "c", tableNumber: "3", roomId: "room-1", position: { x: 330, y: 90, rotation: 0 } }),
      tableRecord({ _id: "d", tableNumber: "4" }),
    ],
    [roomRecord()],
  );
}

function designerStage(): Konva.Stage {
  const stage = Konva.stages.find((s) => s.width() === 800 && s.find(".grid").length > 0);
  if (!stage) throw new Error("Kein Raum-Designer gezeichnet");
  return stage;
}

/** A mouse press on the canvas at (x, y), with the modifier keys held, as Konva receives it. */
function pressCanvas(x: number, y: number, keys: { shiftKey?: boolean; ctrlKey?: boolean } = {}) {
  const content = designerStage().content;
  const box = content.getBoundingClientRect();
  const init = {
    clientX: box.left + x,
    clientY: box.top + y,
    button: 0,
    bubbles: true,
    cancelable: true,
    pointerType: "mouse",
    pointerId: 1,
    isPrimary: true,
    ...keys,
  };
  content.dispatchEvent(new PointerEvent("pointerdown", init));
  content.dispatchEvent(new PointerEvent("pointerup", init));
  content.dispatchEvent(new MouseEvent("click", init));
}

const listed = (number: string) =>
  page.getByRole("button", { name: new RegExp(`^4er Tisch ${number}, Hauptraum`) });

describe("Raum-Designer, Kombinieren", () => {
  it("given a selected table, 'Kombinieren' starts a combination with it; a second table saves it", async () => {
    const server = threePlaced();
    const { calls } = tablesOwnerApi(server);
    await renderApp("/room-designer");
    await page.getByRole("tab", { name: "Tische platzieren" }).click();
    await listed("2").click();
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

  it("given Shift- and Ctrl-clicks on the canvas, frames the chosen tables and combines all three", async () => {
    const server = threePlaced();
    const { calls } = tablesOwnerApi(server);
    await renderApp("/room-designer");
    await page.getByRole("tab", { name: "Tische platzieren" }).click();
    await expect.poll(() => designerStage().find(".table").length).toBe(3);
    pressCanvas(90, 90);
    await expect.element(listed("1")).toHaveAttribute("aria-pressed", "true");
    expect(designerStage().find(".multi-selected")).toHaveLength(0);
    pressCanvas(210, 90, { shiftKey: true });
    pressCanvas(330, 90, { ctrlKey: true });
    await expect.element(page.getByText("3 Tische ausgewählt")).toBeVisible();
    await expect.poll(() => designerStage().find(".multi-selected").length).toBe(3);
    for (const number of ["1", "2", "3"]) {
      await expect.element(listed(number)).toHaveAttribute("aria-pressed", "true");
    }
    // A second Shift-click takes a table out again.
    pressCanvas(330, 90, { shiftKey: true });
    await expect.element(page.getByText("2 Tische ausgewählt")).toBeVisible();
    await expect.element(listed("3")).toHaveAttribute("aria-pressed", "false");
    pressCanvas(330, 90, { shiftKey: true });

    await page.getByRole("button", { name: "Kombinieren" }).click();
    const dialog = page.getByRole("dialog", { name: "Neue Tischkombination" });
    for (const number of ["1", "2", "3"]) {
      await expect
        .element(dialog.getByRole("checkbox", { name: new RegExp(`Tisch ${number}`) }))
        .toBeChecked();
    }
    await expect.element(dialog.getByRole("checkbox", { name: /Tisch 4/ })).not.toBeChecked();
    await dialog.getByRole("button", { name: "Kombination speichern" }).click();
    await expect.poll(() => server.state.combinations.length).toBe(1);
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/tables/combinations")?.body).toEqual({
      restaurantId: "r-1",
      tableIds: ["a", "b", "c"],
    });
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByText("Tisch 1 + Tisch 2 + Tisch 3")).toBeVisible();
    await expect.poll(() => designerStage().find(".combination-link").length).toBe(1);
    await expect.poll(() => designerStage().find(".multi-selected").length).toBe(0);
  });

  it("given the keyboard and 'Mehrfachauswahl', chooses two tables with Space and Enter and combines them", async () => {
    const server = threePlaced();
    tablesOwnerApi(server);
    await renderApp("/room-designer");
    await page.getByRole("tab", { name: "Tische platzieren" }).click();
    // Without the switch, Tab onto a table chooses it alone.
    await listed("1").click();
    await userEvent.keyboard("{Tab}");
    await expect.element(listed("2")).toHaveAttribute("aria-pressed", "true");
    await expect.element(listed("1")).toHaveAttribute("aria-pressed", "false");

    await page.getByRole("switch", { name: "Mehrfachauswahl" }).click();
    await listed("2").click();
    await expect.element(listed("2")).toHaveAttribute("aria-pressed", "false");
    (listed("1").element() as HTMLElement).focus();
    await userEvent.keyboard(" ");
    (listed("3").element() as HTMLElement).focus();
    await userEvent.keyboard("{Enter}");
    await expect.element(listed("1")).toHaveAttribute("aria-pressed", "true");
    await expect.element(listed("2")).toHaveAttribute("aria-pressed", "false");
    await expect.element(listed("3")).toHaveAttribute("aria-pressed", "true");
    await expect.element(page.getByText("2 Tische ausgewählt")).toBeVisible();
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();

    await page.getByRole("button", { name: "Kombinieren" }).click();
    const dialog = page.getByRole("dialog", { name: "Neue Tischkombination" });
    await expect.element(dialog.getByRole("checkbox", { name: /Tisch 1/ })).toBeChecked();
    await expect.element(dialog.getByRole("checkbox", { name: /Tisch 3/ })).toBeChecked();
  });

  it("given five chosen tables, says a combination takes four at most and does not open", async () => {
    const server = fakeTableServer(
      ["1", "2", "3", "4", "5"].map((tableNumber, index) =>
        tableRecord({
          _id: `t${tableNumber}`,
          tableNumber,
          roomId: "room-1",
          position: { x: 60 + index * 60, y: 240, rotation: 0 },
        }),
      ),
      [roomRecord()],
    );
    tablesOwnerApi(server);
    await renderApp("/room-designer");
    await page.getByRole("tab", { name: "Tische platzieren" }).click();
    await page.getByRole("switch", { name: "Mehrfachauswahl" }).click();
    for (const number of ["1", "2", "3", "4", "5"]) await listed(number).click();
    await expect
      .element(page.getByText("Eine Kombination kann höchstens vier Tische umfassen."))
      .toBeVisible();
    await expect.element(page.getByRole("button", { name: "Kombinieren" })).toBeDisabled();
  });

  it("given the server refuses the combination, shows its German message in the dialog", async () => {
    const server = threePlaced();
    tablesOwnerApi(server, {
      overrides: {
        "POST /api/tables/combinations": () => ({
          status: 409,
          body: { success: false, code: "conflict", message: "Diese Kombination ist bereits angelegt." },
        }),
      },
    });
    await renderApp("/room-designer");
    await page.getByRole("tab", { name: "Tische platzieren" }).click();
    await listed("1").click();
    await listed("2").click({ modifiers: ["Shift"] });
    await expect.element(page.getByText("2 Tische ausgewählt")).toBeVisible();
    await page.getByRole("button", { name: "Kombinieren" }).click();
    const dialog = page.getByRole("dialog", { name: "Neue Tischkombination" });
    await dialog.getByRole("button", { name: "Kombination speichern" }).click();
    await expect.element(dialog.getByText("Diese Kombination ist bereits angelegt.")).toBeVisible();
    expect(server.state.combinations).toHaveLength(0);
  });
});
