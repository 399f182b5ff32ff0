import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { fakeTableServer, tableRecord, tablesOwnerApi } from "../../../test/fake-table-server.ts";
import { renderApp } from "../../../test/render-app.tsx";

beforeEach(async () => {
  await page.viewport(1280, 900);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Tischverwaltung", () => {
  it("given tables of 2, 4 and 6 seats, shows 3 tables, 12 seats and Ø 4,0", async () => {
    tablesOwnerApi(
      fakeTableServer([
        tableRecord({ _id: "a", tableNumber: "1", seats: 2 }),
        tableRecord({ _id: "b", tableNumber: "2", seats: 4 }),
        tableRecord({ _id: "c", tableNumber: "3", seats: 6, name: "" }),
      ]),
    );
    await renderApp("/tables");
    const tiles = () => [...document.querySelectorAll('[data-slot="stat-tile"]')].map((t) => t.textContent);
    await expect
      .poll(tiles)
      .toEqual(["Tische insgesamt3", "Sitzplätze gesamt12", "Ø Sitzplätze pro Tisch4,0"]);
    await expect.element(page.getByRole("heading", { name: "Tisch nicht definiert" })).toBeVisible();
  });

  it("given two plus clicks on 4 seats, waits 1000 ms after the last one and creates '4er Tisch 3' and '4er Tisch 4'", async () => {
    const server = fakeTableServer([
      tableRecord({ _id: "a", tableNumber: "1", seats: 2 }),
      tableRecord({ _id: "b", tableNumber: "2", seats: 4 }),
    ]);
    const { calls } = tablesOwnerApi(server);
    await renderApp("/tables");
    const plus = page.getByRole("button", { name: "Tisch mit 4 Plätzen hinzufügen" });
    await expect.element(plus).toBeEnabled();
    // The debounce's clock is fake from here on: the test moves it, so no machine is too slow or too fast.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await plus.click();
    await expect.element(page.getByRole("spinbutton", { name: "4 Plätze" })).toHaveValue(2);
    await vi.advanceTimersByTimeAsync(600);
    await plus.click();
    await expect.element(page.getByRole("spinbutton", { name: "4 Plätze" })).toHaveValue(3);
    // The second click restarted the wait: 999 ms after it (1599 ms after the first) nothing is written ...
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    // ... and at 1000 ms both tables are created in one run.
    await vi.advanceTimersByTimeAsync(1);
    await expect.poll(() => server.state.tables.length).toBe(4);
    await vi.advanceTimersByTimeAsync(0);
    vi.useRealTimers();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(2);
    expect(server.state.tables.slice(2).map((t) => t.name)).toEqual(["4er Tisch 3", "4er Tisch 4"]);
    await expect.element(page.getByRole("heading", { name: "4er Tisch 4" })).toBeVisible();
  });

  it("given minus twice on 4 seats, deletes the two highest-numbered tables of that size", async () => {
    const server = fakeTableServer([
      tableRecord({ _id: "a", tableNumber: "1", seats: 4 }),
      tableRecord({ _id: "b", tableNumber: "2", seats: 2 }),
      tableRecord({ _id: "c", tableNumber: "3", seats: 4 }),
      tableRecord({ _id: "d", tableNumber: "4", seats: 4 }),
    ]);
    tablesOwnerApi(server);
    await renderApp("/tables");
    const minus = page.getByRole("button", { name: "Tisch mit 4 Plätzen entfernen" });
    await minus.click();
    await minus.click();
    await expect.poll(() => server.state.tables.map((t) => t._id)).toEqual(["a", "b"]);
    await expect.element(page.getByRole("spinbutton", { name: "4 Plätze" })).toHaveValue(1);
  });

  it("given the highest 4-seat table has upcoming reservations, minus removes the highest free one", async () => {
    const server = fakeTableServer([
      tableRecord({ _id: "a", tableNumber: "1", seats: 4 }),
      tableRecord({ _id: "c", tableNumber: "3", seats: 4 }),
      tableRecord({ _id: "d", tableNumber: "4", seats: 4, hasUpcomingReservations: true }),
    ]);
    const { calls } = tablesOwnerApi(server);
    await renderApp("/tables");
    await page.getByRole("button", { name: "Tisch mit 4 Plätzen entfernen" }).click();
    await expect.poll(() => server.state.tables.map((t) => t._id)).toEqual(["a", "d"]);
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/tables/c"]);
    await expect.element(page.getByRole("spinbutton", { name: "4 Plätze" })).toHaveValue(2);
  });

  it("given every 4-seat table has upcoming reservations, minus deletes nothing and says why", async () => {
    const server = fakeTableServer([
      tableRecord({ _id: "a", tableNumber: "1", seats: 4, hasUpcomingReservations: true }),
      tableRecord({ _id: "b", tableNumber: "2", seats: 2 }),
    ]);
    const { calls } = tablesOwnerApi(server);
    await renderApp("/tables");
    await page.getByRole("button", { name: "Tisch mit 4 Plätzen entfernen" }).click();
    await expect
      .element(
        page.getByText(
          "Kein weiterer 4er Tisch kann entfernt werden: Die übrigen haben bevorstehende Reservierungen.",
        ),
      )
      .toBeVisible();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    expect(server.state.tables).toHaveLength(2);
    await expect.element(page.getByRole("spinbutton", { name: "4 Plätze" })).toHaveValue(1);
  });

  it("given minus at 0, keeps the counter at 0 (the button is disabled)", async () => {
    tablesOwnerApi(fakeTableServer([]));
    await renderApp("/tables");
    await expect.element(page.getByRole("button", { name: "Tisch mit 2 Plätzen entfernen" })).toBeDisabled();
    await expect.element(page.getByText("Noch keine Tische angelegt")).toBeVisible();
  });

  it("given a blank or taken number, shows the error and saves nothing; Escape cancels; Enter saves", async () => {
    const server = fakeTableServer([
      tableRecord({ _id: "a", tableNumber: "1" }),
      tableRecord({ _id: "b", tableNumber: "2" }),
    ]);
    const { calls } = tablesOwnerApi(server);
    await renderApp("/tables");
    await page.getByRole("button", { name: "Tischnummer von 4er Tisch 1 bearbeiten" }).click();
    const input = page.getByRole("textbox", { name: "Tischnummer" });
    await input.fill("   ");
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByText("Bitte geben Sie eine gültige Tischnummer ein")).toBeVisible();
    await input.fill("2");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect.element(page.getByText("Diese Tischnummer ist bereits vergeben.")).toBeVisible();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    await userEvent.keyboard("{Escape}");
    await expect.element(input).not.toBeInTheDocument();
    await page.getByRole("button", { name: "Tischnummer von 4er Tisch 1 bearbeiten" }).click();
    await input.fill("7");
    await userEvent.keyboard("{Enter}");
    await expect.poll(() => server.state.tables[0]?.tableNumber).toBe("7");
  });

  it("given delete and the confirm, deletes the table and says 'Tisch erfolgreich gelöscht!'", async () => {
    const server = fakeTableServer([tableRecord({ _id: "a", tableNumber: "1" })]);
    tablesOwnerApi(server);
    await renderApp("/tables");
    await page.getByRole("button", { name: "4er Tisch 1 löschen" }).click();
    await expect
      .element(
        page.getByRole("alertdialog", { name: "Sind Sie sicher, dass Sie diesen Tisch löschen möchten?" }),
      )
      .toBeVisible();
    await page.getByRole("button", { name: "Löschen", exact: true }).click();
    await expect.element(page.getByText("Tisch erfolgreich gelöscht!")).toBeVisible();
    expect(server.state.tables).toHaveLength(0);
  });

  it("given a 768 px wide screen, shows the Desktop-Feature notice on both sub-tabs", async () => {
    await page.viewport(768, 900);
    tablesOwnerApi(fakeTableServer([tableRecord()]));
    await renderApp("/tables");
    await expect.element(page.getByText("Desktop-Feature")).toBeVisible();
    await expect.element(page.getByText("Schnelle Tisch-Konfiguration")).not.toBeInTheDocument();
    await page.getByRole("link", { name: "Raum-Designer" }).click();
    await expect.element(page.getByText("Desktop-Feature")).toBeVisible();
  });
});
