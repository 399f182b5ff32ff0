import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import type { Route } from "../../../../test/fake-api.ts";
import { config } from "../../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../../test/render-app.tsx";
import { christmasRecord } from "./special-hour-fixtures.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

type SpecialHourRecord = typeof christmasRecord;

/**
 * The settings' answers around a server that holds the special hours: `routes` may change `server.records`,
 * and the dashboard's re-reads (every 2 s while no event stream is live) then answer what a save left.
 */
function api(routes: (server: { records: SpecialHourRecord[] }) => Record<string, Route> = () => ({})) {
  const server = { records: [christmasRecord] };
  return ownerApi([], {
    "GET /api/restaurantconfigs/user/u-owner": () => ({ body: { success: true, data: config } }),
    "GET /api/restaurants/r-1": () => ({
      body: { success: true, data: { _id: "r-1", name: "Trattoria Demo" } },
    }),
    "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: [] } }),
    "GET /api/restaurants/r-1/special-hours": () => ({ body: { success: true, data: server.records } }),
    ...routes(server),
  });
}

describe("Feiertage & Spezielle Zeiten", () => {
  it("given an entry, lists title, type, range, 'Geschlossen' and 'jährlich' in a list that scrolls at 500 px", async () => {
    api();
    await renderApp("/settings");
    const item = page.getByRole("listitem", { name: "Weihnachten" });
    await expect.element(item.getByText("Feiertag")).toBeVisible();
    await expect.element(item.getByText("jährlich")).toBeVisible();
    await expect.element(item.getByText(/24\.12\. – 26\.12\.2026/)).toBeVisible();
    await expect.element(item.getByText("Geschlossen")).toBeVisible();
    expect((item.element().parentElement as HTMLElement).style.maxHeight).toBe("500px");
  });

  it("given a new entry, checks the date order, hides custom hours while closed and saves the form", async () => {
    const calls = api((server) => ({
      "POST /api/restaurants/r-1/special-hours": () => {
        server.records = [
          ...server.records,
          { ...christmasRecord, _id: "h-2", title: "Sommerfest", type: "special_event" },
        ];
        return { status: 201, body: { success: true, data: server.records } };
      },
    }));
    await renderApp("/settings");
    await page.getByRole("button", { name: "Spezielle Zeit hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Spezielle Öffnungszeit hinzufügen" });
    await dialog.getByRole("textbox", { name: /^Titel/ }).fill("Sommerfest");
    await dialog.getByLabelText(/^Startdatum/).fill("2026-07-04");
    await expect.element(dialog.getByLabelText(/^Enddatum/)).toHaveValue("2026-07-04");
    await dialog.getByLabelText(/^Enddatum/).fill("2026-07-01");
    await expect
      .element(dialog.getByText("Das Enddatum darf nicht vor dem Startdatum liegen."))
      .toBeVisible();
    await expect.element(dialog.getByRole("button", { name: "Speichern" })).toBeDisabled();
    await dialog.getByLabelText(/^Enddatum/).fill("2026-07-05");

    await expect.element(dialog.getByLabelText("Öffnet")).not.toBeInTheDocument();
    await dialog.getByRole("checkbox", { name: "Geschlossen" }).click();
    await dialog.getByLabelText("Öffnet").fill("12:00");
    await expect
      .element(dialog.getByText("Bitte geben Sie Öffnungs- und Schließzeit an oder lassen Sie beide leer."))
      .toBeVisible();
    await dialog.getByLabelText("Schließt").fill("23:00");
    await dialog.getByRole("combobox", { name: "Art" }).click();
    await page.getByRole("option", { name: "Besonderes Ereignis" }).click();
    await dialog.getByRole("textbox", { name: /^Beschreibung/ }).fill("Live-Musik");
    await dialog.getByRole("button", { name: "Speichern" }).click();

    await expect.element(page.getByRole("listitem", { name: "Sommerfest" })).toBeVisible();
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      title: "Sommerfest",
      type: "special_event",
      startDate: "2026-07-04",
      endDate: "2026-07-05",
      isRecurring: false,
      isClosed: false,
      customHours: { openTime: "12:00", closeTime: "23:00" },
      description: "Live-Musik",
    });
  });

  it("given an edit, opens the dialog filled in and saves with PUT; a refusal shows 'Fehler beim Speichern: ...'", async () => {
    const calls = api(() => ({
      "PUT /api/restaurants/r-1/special-hours/h-1": () => ({
        status: 400,
        body: { success: false, message: "Bitte geben Sie einen Titel ein." },
      }),
    }));
    await renderApp("/settings");
    await page.getByRole("button", { name: "Weihnachten bearbeiten" }).click();
    const dialog = page.getByRole("dialog", { name: "Spezielle Öffnungszeit bearbeiten" });
    await expect.element(dialog.getByRole("textbox", { name: /^Titel/ })).toHaveValue("Weihnachten");
    await expect.element(dialog.getByRole("checkbox", { name: "Jährlich wiederkehrend" })).toBeChecked();
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect
      .element(dialog.getByText("Fehler beim Speichern: Bitte geben Sie einen Titel ein."))
      .toBeVisible();
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      title: "Weihnachten",
      startDate: "2026-12-24",
      endDate: "2026-12-26",
      isClosed: true,
      isRecurring: true,
    });
  });

  it("given delete, asks first and removes the entry", async () => {
    const calls = api((server) => ({
      "DELETE /api/restaurants/r-1/special-hours/h-1": () => {
        server.records = [];
        return { body: { success: true, data: server.records } };
      },
    }));
    await renderApp("/settings");
    await page.getByRole("button", { name: "Weihnachten löschen" }).click();
    const confirm = page.getByRole("alertdialog", {
      name: "Möchten Sie diese spezielle Öffnungszeit wirklich löschen?",
    });
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await expect.element(page.getByText("Keine speziellen Zeiten eingetragen")).toBeVisible();
    expect(calls.some((call) => call.method === "DELETE")).toBe(true);
  });
});
