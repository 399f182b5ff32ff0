import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import "../../../styles.css";
import type { FakeRequest } from "../../../test/fake-api.ts";
import { fakeTableServer, roomRecord, tableRecord, tablesOwnerApi } from "../../../test/fake-table-server.ts";
import { reservation } from "../../../test/fixtures.ts";
import { placedTableOne } from "../../../test/floor-plan-stage.ts";
import { demoMenu } from "../../../test/order-fixtures.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { recordToasts } from "../../../test/toast-recorder.ts";

// The clock stands at Thursday 14 May 2026, 12:00 in Berlin; the restaurant is open 11:00-22:00 and two
// guests stay 90 minutes, four 120 (the default stay lengths). Table 1 is booked at 13:00 for four, table 3
// at 12:30 for two; table 2 is free all day.
const tables = [
  placedTableOne(),
  tableRecord({ _id: "t-2", tableNumber: "2", roomId: "room-1", position: { x: 240, y: 120, rotation: 0 } }),
  tableRecord({ _id: "t-3", tableNumber: "3", roomId: "room-1", position: { x: 360, y: 120, rotation: 0 } }),
];
const clara = reservation({
  _id: "res-clara",
  tableId: "t-1",
  timeSlot: "13:00",
  numberOfGuests: 4,
  status: "confirmed",
  customerName: "Clara Vogel",
});
const ben = reservation({ _id: "res-ben", tableId: "t-3", timeSlot: "12:30", customerName: "Ben Koch" });

function serve(extra: Record<string, (request: FakeRequest) => { status?: number; body?: unknown }> = {}) {
  return tablesOwnerApi(fakeTableServer(tables, [roomRecord()]), {
    reservations: [clara, ben],
    overrides: {
      "GET /api/menu/restaurant/r-1": () => ({ body: { success: true, data: demoMenu } }),
      ...extra,
    },
  });
}

/** The text alternative's button of a table (its accessible name says the state at the moment shown). */
const tableButton = (name: string) => page.getByRole("button", { name, exact: true });
const caption = () => page.getByRole("group", { name: "Zeitpunkt" }).getByRole("status");

async function openTable(number: string) {
  await page.getByRole("button", { name: new RegExp(`^4er Tisch ${number}, 4 Plätze`) }).click();
  const dialog = page.getByRole("dialog", { name: `4er Tisch ${number} · 4 Plätze` });
  await expect.element(dialog).toBeVisible();
  return dialog;
}

async function chooseTime(time: string) {
  await page.getByRole("combobox", { name: "Uhrzeit" }).click();
  await page.getByRole("option", { name: time }).click();
}

beforeEach(async () => {
  await page.viewport(390, 844);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Serves the floor plan with "Gast platzieren" seating a walk-in at table `number`; answers the bodies sent. */
function serveSeatNow(number: string): unknown[] {
  const posted: unknown[] = [];
  serve({
    "POST /api/reservations/seat-now": (request) => {
      posted.push(request.body);
      return {
        status: 201,
        body: {
          success: true,
          message: `Gast an 4er Tisch ${number} platziert.`,
          data: reservation({ _id: "res-walk", tableId: `t-${number}`, status: "seated", timeSlot: "12:00" }),
        },
      };
    },
  });
  return posted;
}

describe("the floor plan at a chosen moment, on a 390 px phone", () => {
  it("given +30 Min., shows the tables half an hour from now; Jetzt goes back", async () => {
    serve();
    await renderApp("/floorplan");
    await expect.element(tableButton("4er Tisch 1, 4 Plätze, reserviert")).toBeVisible();
    await expect.element(caption()).toHaveTextContent("Jetzt, 12:00 Uhr");
    await page.getByRole("button", { name: "+30 Min." }).click();
    await expect.element(caption()).toHaveTextContent("Stand 12:30 Uhr");
    await expect.element(tableButton("4er Tisch 3, 4 Plätze, besetzt")).toBeVisible();
    await page.getByRole("button", { name: "Jetzt" }).click();
    await expect.element(tableButton("4er Tisch 3, 4 Plätze, reserviert")).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });

  it("given a time of the day, shows the tables booked or free then, in the text alternative too", async () => {
    serve();
    await renderApp("/floorplan");
    await chooseTime("15:00");
    await expect.element(caption()).toHaveTextContent("Stand 15:00 Uhr");
    await expect.element(tableButton("4er Tisch 1, 4 Plätze, verfügbar")).toBeVisible();
    await chooseTime("13:30");
    await expect.element(tableButton("4er Tisch 1, 4 Plätze, besetzt")).toBeVisible();
    await expect.element(tableButton("4er Tisch 3, 4 Plätze, besetzt")).toBeVisible();
    // The text alternative says which moment its states are of.
    const section = page.getByRole("region", { name: "Tische" });
    await expect.element(section.getByText("Stand 13:30 Uhr")).toBeVisible();
  });

  it("keeps the moment in the address: a link to ?time=13:30 opens the plan at 13:30, '+30 Min.' writes ?ahead=30", async () => {
    serve();
    const { history } = await renderApp("/floorplan?time=13:30");
    await expect.element(caption()).toHaveTextContent("Stand 13:30 Uhr");
    await expect.element(tableButton("4er Tisch 1, 4 Plätze, besetzt")).toBeVisible();
    await page.getByRole("button", { name: "+30 Min." }).click();
    await expect.poll(() => history.location.search).toBe("?ahead=30");
    await expect.element(caption()).toHaveTextContent("Stand 12:30 Uhr");
    await page.getByRole("button", { name: "Jetzt" }).click();
    await expect.poll(() => history.location.search).toBe("");
  });

  it("given the day's times, offers only those still to come within the opening hours", async () => {
    serve();
    await renderApp("/floorplan");
    await page.getByRole("combobox", { name: "Uhrzeit" }).click();
    const options = page.getByRole("option");
    await expect.element(options.first()).toHaveTextContent("12:30");
    expect(options.elements().map((option) => option.textContent)).toHaveLength(19);
    expect(options.elements().at(-1)?.textContent).toBe("21:30");
  });

  it("given a drink whose name has a long unbroken part, the table's dialog still fits the phone", async () => {
    const longName = {
      ...demoMenu[0],
      _id: "m-long",
      name: "Spezi 17960109088243170",
    } as (typeof demoMenu)[number];
    serve({
      "GET /api/menu/restaurant/r-1": () => ({ body: { success: true, data: [...demoMenu, longName] } }),
    });
    await renderApp("/floorplan");
    const table = await openTable("2");
    await expect.element(table.getByText("Spezi 17960109088243170")).toBeVisible();
    const dialog = table.element();
    expect(dialog.scrollWidth - dialog.clientWidth).toBe(0);
  });

  it("given a free table, 'Gast platzieren' seats a walk-in now with party size and name", async () => {
    const posted = serveSeatNow("2");
    const toasts = recordToasts("toast-title");
    await renderApp("/floorplan");
    const table = await openTable("2");
    await expect.element(table.getByText("Jetzt, 12:00 Uhr:")).toBeVisible();
    await table.getByRole("button", { name: "Gast platzieren" }).click();
    const dialog = page.getByRole("dialog", { name: "Gast platzieren" });
    await expect.element(dialog.getByText("Aufenthalt 90 Min., bis 13:30 Uhr")).toBeVisible();
    await dialog.getByRole("button", { name: "3", exact: true }).click();
    await expect.element(dialog.getByText("Aufenthalt 120 Min., bis 14:00 Uhr")).toBeVisible();
    await dialog.getByLabelText("Name (optional)").fill("Familie Roth");
    const box = dialog.element().getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
    await dialog.getByRole("button", { name: "Platzieren" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(posted).toEqual([
      { restaurantId: "r-1", tableId: "t-2", numberOfGuests: 3, customerName: "Familie Roth" },
    ]);
    await expect.poll(() => toasts.texts()).toContain("Gast an 4er Tisch 2 platziert.");
    toasts.stop();
  });

  it("given a booking at 12:30 on the table, says until when it is free and seats the walk-in until then", async () => {
    const posted = serveSeatNow("3");
    await renderApp("/floorplan");
    const table = await openTable("3");
    await table.getByRole("button", { name: "Gast platzieren" }).click();
    const dialog = page.getByRole("dialog", { name: "Gast platzieren" });
    await expect
      .element(dialog.getByText("4er Tisch 3 ist nur bis 12:30 Uhr frei, dann beginnt eine Reservierung."))
      .toBeVisible();
    await dialog.getByRole("button", { name: "Bis 12:30 Uhr platzieren" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(posted).toEqual([{ restaurantId: "r-1", tableId: "t-3", numberOfGuests: 2, stayMinutes: 30 }]);
  });

  it("given the server's refusal, shows its reason in the dialog and keeps it open", async () => {
    serve({
      "POST /api/reservations/seat-now": () => ({
        status: 409,
        body: {
          success: false,
          code: "table_busy",
          message: "4er Tisch 2 ist gerade besetzt und erst ab 14:00 Uhr wieder frei.",
          freeFrom: "14:00",
        },
      }),
    });
    await renderApp("/floorplan");
    const table = await openTable("2");
    await table.getByRole("button", { name: "Gast platzieren" }).click();
    const dialog = page.getByRole("dialog", { name: "Gast platzieren" });
    await dialog.getByRole("button", { name: "Platzieren" }).click();
    await expect
      .element(dialog.getByText("4er Tisch 2 ist gerade besetzt und erst ab 14:00 Uhr wieder frei."))
      .toBeVisible();
  });

  it("given a table booked at the chosen moment, 'Platzieren' seats that booking's guest", async () => {
    const changes: unknown[] = [];
    serve({
      "PUT /api/reservations/res-clara/status": (request) => {
        changes.push(request.body);
        return { body: { success: true, message: "Der Gast wurde platziert." } };
      },
    });
    await renderApp("/floorplan");
    await chooseTime("13:30");
    const table = await openTable("1");
    await expect.element(table.getByText("13:00 Uhr · Clara Vogel · 4 Personen")).toBeVisible();
    // Someone sits at table 1 at 13:30 only by the clock: nobody is there now, so a walk-in could still come.
    await table.getByRole("button", { name: "Platzieren", exact: true }).click();
    await expect.poll(() => changes).toEqual([{ status: "seated" }]);
  });

  it("given a booked table, 'Tisch wechseln' offers the free tables for the stay and moves the booking", async () => {
    const moves: unknown[] = [];
    serve({
      "PUT /api/reservations/res-clara": (request) => {
        moves.push(request.body);
        return {
          body: { success: true, message: "Reservierung geändert.", data: { ...clara, tableId: "t-2" } },
        };
      },
    });
    const toasts = recordToasts("toast-title");
    await renderApp("/floorplan");
    await chooseTime("13:30");
    const table = await openTable("1");
    await table.getByRole("button", { name: "Tisch wechseln" }).click();
    const dialog = page.getByRole("dialog", { name: "Tisch wechseln" });
    await expect
      .element(dialog.getByText("Clara Vogel, 4 Personen, 13:00–15:00 Uhr, bisher 4er Tisch 1"))
      .toBeVisible();
    // Table 3 is booked 12:30-14:00: it overlaps the stay and is not offered.
    const choices = dialog.getByRole("radio");
    expect(choices.elements()).toHaveLength(1);
    await expect.element(dialog.getByRole("radio", { name: "4er Tisch 2 · 4 Plätze" })).toBeChecked();
    await dialog.getByRole("button", { name: "Tisch wechseln" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    // The version the plan showed goes along: a change made meanwhile elsewhere is not overwritten.
    expect(moves).toEqual([{ tableIds: ["t-2"], expectedUpdatedAt: "2026-05-10T09:00:00Z" }]);
    await expect.poll(() => toasts.texts()).toContain("Die Reservierung ist jetzt an 4er Tisch 2.");
    toasts.stop();
  });
});
