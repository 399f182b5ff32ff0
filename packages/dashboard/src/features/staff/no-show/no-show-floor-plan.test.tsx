import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { onDesktopScreen } from "../../../test/desktop-screen.ts";
import { fakeTableServer, roomRecord, tablesOwnerApi } from "../../../test/fake-table-server.ts";
import { reservation } from "../../../test/fixtures.ts";
import { placedTableOne } from "../../../test/floor-plan-stage.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";

onDesktopScreen();

const tables = [placedTableOne()];

describe("Nicht erschienen in the floor plan's table dialog", () => {
  it("given 19:15 and Clara's table at 19:00, marks her as not attended there and shows the status", async () => {
    const rows: Array<Record<string, unknown>> = [
      reservation({
        _id: "res-f",
        tableId: "t-1",
        timeSlot: "19:00",
        status: "confirmed",
        customerName: "Clara",
      }),
      reservation({
        _id: "res-g",
        tableId: "t-1",
        timeSlot: "21:00",
        status: "confirmed",
        customerName: "Ben",
      }),
    ];
    tablesOwnerApi(fakeTableServer(tables, [roomRecord()]), {
      reservations: rows,
      overrides: {
        "PUT /api/reservations/res-f/status": () => {
          // The server stamps the change's time: the undo is offered on that day.
          rows[0] = { ...rows[0], status: "no_show", updated_at: "2026-05-14T17:15:00Z" };
          return {
            body: {
              success: true,
              message: "Die Reservierung wurde als „Nicht erschienen“ markiert.",
              data: rows[0],
            },
          };
        },
      },
    });
    await renderApp("/floorplan", new Date("2026-05-14T17:15:00Z"));
    await page.getByRole("button", { name: /^4er Tisch 1, 4 Plätze/ }).click();
    const dialog = page.getByRole("dialog", { name: "4er Tisch 1 · 4 Plätze" });
    await dialog.getByRole("tab", { name: "Reservierungen" }).click();
    const clara = dialog.getByRole("listitem").filter({ hasText: "19:00 · Clara" });
    const ben = dialog.getByRole("listitem").filter({ hasText: "21:00 · Ben" });
    await expect.element(ben).toBeVisible();
    expect(ben.getByRole("button", { name: "Nicht erschienen" }).elements()).toEqual([]);
    await clara.getByRole("button", { name: "Nicht erschienen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Nicht erschienen" }).click();
    await expect.element(clara.getByText("Nicht erschienen", { exact: true })).toBeVisible();
    await expect.element(clara.getByRole("button", { name: "Rückgängig" })).toBeVisible();
    expect(await seriousViolations(clara.element())).toEqual([]);
    // The floor plan's route (Konva) and the buttons' two lazy chunks load cold here, on 2 shared cores.
  }, 30_000);
});
