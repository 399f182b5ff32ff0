import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { FakeEventSource, type FakeRequest } from "../../../test/fake-api.ts";
import { reservation } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

// Clara's table at 19:00 in Berlin on 2026-05-14 (17:00 UTC); the action is offered from 19:15.
const at1914 = new Date("2026-05-14T17:14:00Z");
const at1915 = new Date("2026-05-14T17:15:00Z");
const confirmed = () =>
  reservation({ _id: "res-n", status: "confirmed", customerName: "Clara Berg", timeSlot: "19:00" });
// Marked at 19:30 in Berlin on the reservation's day.
const markedAt = "2026-05-14T17:30:00Z";
const noEvents = { "GET /api/reservations/res-n/events": () => ({ body: { success: true, data: [] } }) };

/**
 * The API's status route: records the change at `at` (the server stamps `updated_at`) and answers like the
 * server (or with `refusal`).
 */
function statusRoute(
  rows: Array<Record<string, unknown>>,
  at: Date,
  refusal?: { status: number; message: string },
) {
  return (request: FakeRequest) => {
    if (refusal) return { status: refusal.status, body: { success: false, message: refusal.message } };
    const next = (request.body as { status: string }).status;
    rows[0] = { ...rows[0], status: next, updated_at: at.toISOString() };
    return {
      body: {
        success: true,
        message:
          next === "no_show"
            ? "Die Reservierung wurde als „Nicht erschienen“ markiert."
            : "„Nicht erschienen“ wurde zurückgenommen. Die Reservierung ist wieder bestätigt.",
        data: rows[0],
      },
    };
  };
}

describe("Nicht erschienen on the reservation page", () => {
  it("given 14 minutes after the start, shows the action disabled with the time from which it is possible", async () => {
    ownerApi([confirmed()], noEvents);
    await renderApp("/reservation/res-n", at1914);
    const action = page.getByRole("button", { name: "Nicht erschienen" });
    await expect.element(action).toBeDisabled();
    await expect.element(page.getByText("„Nicht erschienen“ ist ab 19:15 Uhr möglich.")).toBeVisible();
    await expect.element(action).toHaveAccessibleDescription("„Nicht erschienen“ ist ab 19:15 Uhr möglich.");
  });

  it("given 15 minutes after the start, marks it after the confirm question, says so and offers Rückgängig; axe clean", async () => {
    const rows: Array<Record<string, unknown>> = [confirmed()];
    const calls = ownerApi(rows, {
      ...noEvents,
      "PUT /api/reservations/res-n/status": statusRoute(rows, at1915),
    });
    await renderApp("/reservation/res-n", at1915);
    await page.getByRole("button", { name: "Nicht erschienen" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Als „Nicht erschienen“ markieren?" });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(
        dialog.getByText("Die Tische werden für den Rest des Zeitfensters freigegeben.", { exact: false }),
      )
      .toBeVisible();
    expect(await seriousViolations(dialog.element())).toEqual([]);
    await dialog.getByRole("button", { name: "Nicht erschienen" }).click();
    await expect
      .element(page.getByText("Die Reservierung wurde als „Nicht erschienen“ markiert.").first())
      .toBeVisible();
    await expect.element(page.getByRole("button", { name: "Rückgängig" })).toBeVisible();
    await expect.element(page.getByText("Nicht erschienen", { exact: true }).first()).toBeVisible();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ status: "no_show" }]);
    expect(await seriousViolations()).toEqual([]);
  });

  it("given Abbrechen in the confirm question, changes nothing", async () => {
    const calls = ownerApi([confirmed()], noEvents);
    await renderApp("/reservation/res-n", at1915);
    await page.getByRole("button", { name: "Nicht erschienen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Abbrechen" }).click();
    await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);
  });

  it("given a refusal, shows the server's German reason and keeps the reservation confirmed", async () => {
    const reason = "„Nicht erschienen“ kann erst 15 Minuten nach Beginn der Reservierung gesetzt werden.";
    const rows: Array<Record<string, unknown>> = [confirmed()];
    ownerApi(rows, {
      ...noEvents,
      "PUT /api/reservations/res-n/status": statusRoute(rows, at1915, { status: 409, message: reason }),
    });
    await renderApp("/reservation/res-n", at1915);
    await page.getByRole("button", { name: "Nicht erschienen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Nicht erschienen" }).click();
    await expect.element(page.getByText(`Fehler beim Aktualisieren: ${reason}`).first()).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Nicht erschienen" })).toBeEnabled();
    await expect.element(page.getByText("Bestätigt", { exact: true }).first()).toBeVisible();
  });

  it("given a no-show marked today (23:59 Berlin), Rückgängig confirms it again without a question", async () => {
    const at2359 = new Date("2026-05-14T21:59:00Z");
    const rows: Array<Record<string, unknown>> = [
      { ...confirmed(), status: "no_show", updated_at: markedAt },
    ];
    const calls = ownerApi(rows, {
      ...noEvents,
      "PUT /api/reservations/res-n/status": statusRoute(rows, at2359),
    });
    await renderApp("/reservation/res-n", at2359);
    await page.getByRole("button", { name: "Rückgängig" }).click();
    await expect
      .element(
        page
          .getByText("„Nicht erschienen“ wurde zurückgenommen. Die Reservierung ist wieder bestätigt.")
          .first(),
      )
      .toBeVisible();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ status: "confirmed" }]);
    await expect.element(page.getByRole("button", { name: "Nicht erschienen" })).toBeVisible();
  });

  it("given a no-show the next day (00:00 Berlin), offers no undo", async () => {
    ownerApi([{ ...confirmed(), status: "no_show", updated_at: markedAt }], noEvents);
    await renderApp("/reservation/res-n", new Date("2026-05-14T22:00:00Z"));
    await expect.element(page.getByRole("heading", { name: "Clara Berg" })).toBeVisible();
    await expect.element(page.getByText("Nicht erschienen", { exact: true }).first()).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Rückgängig" })).not.toBeInTheDocument();
  });

  it("given yesterday's reservation marked this morning, offers Rückgängig today as the question promised", async () => {
    const yesterday = { ...confirmed(), reservationDate: "2026-05-13" };
    const at0900 = new Date("2026-05-14T07:00:00Z");
    const rows: Array<Record<string, unknown>> = [yesterday];
    const calls = ownerApi(rows, {
      ...noEvents,
      "PUT /api/reservations/res-n/status": statusRoute(rows, at0900),
    });
    await renderApp("/reservation/res-n", at0900);
    await page.getByRole("button", { name: "Nicht erschienen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Nicht erschienen" }).click();
    await page.getByRole("button", { name: "Rückgängig" }).click();
    await expect.element(page.getByRole("button", { name: "Nicht erschienen" })).toBeVisible();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      { status: "no_show" },
      { status: "confirmed" },
    ]);
  });
});

describe("Nicht erschienen on the reservation cards", () => {
  it("given the list at 19:14, the confirmed card offers no Nicht erschienen yet", async () => {
    ownerApi([confirmed()]);
    await renderApp("/reservations", at1914);
    const card = page.getByRole("article", { name: /Clara Berg/ });
    await expect.element(card.getByText("Bestätigt", { exact: true })).toBeVisible();
    expect(card.getByRole("button", { name: "Nicht erschienen" }).elements()).toEqual([]);
  });

  it("given the list at 19:15, the confirmed card offers Nicht erschienen", async () => {
    ownerApi([confirmed()]);
    await renderApp("/reservations", at1915);
    await expect
      .element(
        page.getByRole("article", { name: /Clara Berg/ }).getByRole("button", { name: "Nicht erschienen" }),
      )
      .toBeVisible();
  });

  it("given the home page at 19:15, marks today's card and shows it as Nicht erschienen with Rückgängig", async () => {
    const rows: Array<Record<string, unknown>> = [confirmed()];
    ownerApi(rows, { "PUT /api/reservations/res-n/status": statusRoute(rows, at1915) });
    await renderApp("/", at1915);
    const card = page.getByRole("article", { name: /Clara Berg/ });
    await card.getByRole("button", { name: "Nicht erschienen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Nicht erschienen" }).click();
    await expect.element(card.getByRole("button", { name: "Rückgängig" })).toBeVisible();
    await expect.element(card.getByText("Nicht erschienen", { exact: true })).toBeVisible();
  });

  it("given yesterday's card in the list marked this morning, the card offers Rückgängig", async () => {
    const at0900 = new Date("2026-05-14T07:00:00Z");
    const rows: Array<Record<string, unknown>> = [{ ...confirmed(), reservationDate: "2026-05-13" }];
    ownerApi(rows, { "PUT /api/reservations/res-n/status": statusRoute(rows, at0900) });
    await renderApp("/reservations?when=past", at0900);
    const card = page.getByRole("article", { name: /Clara Berg/ });
    await card.getByRole("button", { name: "Nicht erschienen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Nicht erschienen" }).click();
    await expect.element(card.getByText("Nicht erschienen", { exact: true })).toBeVisible();
    await expect.element(card.getByRole("button", { name: "Rückgängig" })).toBeVisible();
  });

  it("given another device marks it, the open list shows Nicht erschienen live from the event stream", async () => {
    const rows: Array<Record<string, unknown>> = [confirmed()];
    ownerApi(rows);
    await renderApp("/reservations", at1915);
    const card = page.getByRole("article", { name: /Clara Berg/ });
    await expect.element(card.getByText("Bestätigt", { exact: true })).toBeVisible();
    rows[0] = { ...rows[0], status: "no_show", updated_at: at1915.toISOString() };
    FakeEventSource.latest().emit({ type: "changed", data: { entity: "reservations", id: "res-n" } });
    await expect.element(card.getByText("Nicht erschienen", { exact: true })).toBeVisible();
    await expect.element(card.getByRole("button", { name: "Rückgängig" })).toBeVisible();
  });
});
