import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import type { FakeRequest } from "../../../test/fake-api.ts";
import { reservation } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

// 18:50 in Berlin on 2026-05-14: Clara's table is booked for 19:00.
const at1850 = new Date("2026-05-14T16:50:00Z");
const clara = (fields: Record<string, unknown> = {}) =>
  reservation({
    _id: "res-s",
    status: "confirmed",
    customerName: "Clara Berg",
    timeSlot: "19:00",
    ...fields,
  });
const noEvents = { "GET /api/reservations/res-s/events": () => ({ body: { success: true, data: [] } }) };
const answers: Record<string, string> = {
  arrived: "Der Gast ist angekommen.",
  seated: "Der Gast ist platziert.",
  completed: "Der Besuch ist abgeschlossen. Der Tisch ist wieder frei.",
};

/** The API's status route: stores the step with its instant and answers like the server (or refuses). */
function statusRoute(rows: Array<Record<string, unknown>>, refusal?: string) {
  return (request: FakeRequest) => {
    if (refusal) return { status: 409, body: { success: false, message: refusal } };
    const next = (request.body as { status: string }).status;
    const stamp = next === "completed" ? { completedAt: at1850.toISOString() } : {};
    rows[0] = { ...rows[0], status: next, updated_at: at1850.toISOString(), ...stamp };
    return {
      body: {
        success: true,
        message: answers[next] ?? "Der letzte Schritt wurde zurückgenommen.",
        data: rows[0],
      },
    };
  };
}

describe("the visit's steps on the reservation page", () => {
  it("given a confirmed reservation today, marks the guest arrived, says so and then offers Platzieren and the undo; axe clean", async () => {
    const rows: Array<Record<string, unknown>> = [clara()];
    const calls = ownerApi(rows, { ...noEvents, "PUT /api/reservations/res-s/status": statusRoute(rows) });
    await renderApp("/reservation/res-s", at1850);
    const steps = page.getByRole("group", { name: "Ablauf des Besuchs" });
    await expect.element(steps.getByRole("button", { name: "Platzieren" })).toBeVisible();
    await steps.getByRole("button", { name: "Angekommen" }).click();
    await expect.element(page.getByText("Der Gast ist angekommen.").first()).toBeVisible();
    await expect.element(page.getByText("Angekommen", { exact: true }).first()).toBeVisible();
    await expect.element(steps.getByRole("button", { name: "Abschließen" })).toBeVisible();
    await expect
      .element(steps.getByRole("button", { name: "Rückgängig: zurück zu „Bestätigt“" }))
      .toBeVisible();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ status: "arrived" }]);
    expect(await seriousViolations()).toEqual([]);
  });

  it("given a seated guest, closes the visit and offers its undo the same day", async () => {
    const rows: Array<Record<string, unknown>> = [clara({ status: "seated" })];
    const calls = ownerApi(rows, { ...noEvents, "PUT /api/reservations/res-s/status": statusRoute(rows) });
    await renderApp("/reservation/res-s", at1850);
    await page.getByRole("button", { name: "Abschließen" }).click();
    await expect
      .element(page.getByText("Der Besuch ist abgeschlossen. Der Tisch ist wieder frei.").first())
      .toBeVisible();
    await expect
      .element(page.getByRole("button", { name: "Rückgängig: zurück zu „Platziert“" }))
      .toBeVisible();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ status: "completed" }]);
  });

  it("given a refusal, shows the server's German reason and the status as it was", async () => {
    const rows: Array<Record<string, unknown>> = [clara()];
    ownerApi(rows, {
      ...noEvents,
      "PUT /api/reservations/res-s/status": statusRoute(
        rows,
        "Das ist erst am Tag der Reservierung möglich.",
      ),
    });
    await renderApp("/reservation/res-s", at1850);
    await page.getByRole("button", { name: "Platzieren" }).click();
    await expect
      .element(
        page.getByText("Fehler beim Aktualisieren: Das ist erst am Tag der Reservierung möglich.").first(),
      )
      .toBeVisible();
    await expect.element(page.getByRole("button", { name: "Angekommen" })).toBeVisible();
  });

  it("given tomorrow's reservation or a completion of an earlier day, offers no step", async () => {
    ownerApi(
      [
        clara({ reservationDate: "2026-05-15" }),
        reservation({
          _id: "res-old",
          status: "completed",
          customerName: "Ben Koch",
          reservationDate: "2026-05-13",
          completedAt: "2026-05-13T20:00:00Z",
        }),
      ],
      {
        ...noEvents,
        "GET /api/reservations/res-old/events": () => ({ body: { success: true, data: [] } }),
      },
    );
    await renderApp("/reservation/res-s", at1850);
    await expect.element(page.getByRole("heading", { name: "Clara Berg" })).toBeVisible();
    await expect.element(page.getByRole("group", { name: "Ablauf des Besuchs" })).not.toBeInTheDocument();
    await renderApp("/reservation/res-old", at1850);
    await expect.element(page.getByRole("heading", { name: "Ben Koch" })).toBeVisible();
    await expect.element(page.getByRole("button", { name: /Rückgängig/ })).not.toBeInTheDocument();
  });
});
