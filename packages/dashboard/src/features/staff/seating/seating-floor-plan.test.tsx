import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { onDesktopScreen } from "../../../test/desktop-screen.ts";
import { fakeTableServer, roomRecord, tablesOwnerApi } from "../../../test/fake-table-server.ts";
import { reservation } from "../../../test/fixtures.ts";
import { placedTableOne } from "../../../test/floor-plan-stage.ts";
import { renderApp } from "../../../test/render-app.tsx";

onDesktopScreen();

const tables = [placedTableOne()];

describe("the visit's steps in the floor plan", () => {
  it("given Clara waiting at the door, the table reads 'Gast angekommen', and its dialog seats her", async () => {
    const rows: Array<Record<string, unknown>> = [
      reservation({
        _id: "res-f",
        tableId: "t-1",
        timeSlot: "19:00",
        status: "arrived",
        customerName: "Clara",
      }),
    ];
    const { calls } = tablesOwnerApi(fakeTableServer(tables, [roomRecord()]), {
      reservations: rows,
      overrides: {
        "PUT /api/reservations/res-f/status": () => {
          rows[0] = { ...rows[0], status: "seated", updated_at: "2026-05-14T16:55:00Z" };
          return { body: { success: true, message: "Der Gast ist platziert.", data: rows[0] } };
        },
      },
    });
    await renderApp("/floorplan", new Date("2026-05-14T16:55:00Z"));
    await expect.element(page.getByText("Gast angekommen", { exact: true }).first()).toBeVisible();
    await page.getByRole("button", { name: /^4er Tisch 1, 4 Plätze, Gast angekommen/ }).click();
    const dialog = page.getByRole("dialog", { name: "4er Tisch 1 · 4 Plätze" });
    await dialog.getByRole("tab", { name: "Reservierungen" }).click();
    const clara = dialog.getByRole("listitem").filter({ hasText: "19:00 · Clara" });
    await expect.element(clara.getByText("Angekommen", { exact: true })).toBeVisible();
    await clara.getByRole("button", { name: "Platzieren" }).click();
    await expect.element(clara.getByText("Platziert", { exact: true })).toBeVisible();
    await expect.element(clara.getByRole("button", { name: "Abschließen" })).toBeVisible();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ status: "seated" }]);
  });
});
