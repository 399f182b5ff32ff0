import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { FakeEventSource } from "../../../test/fake-api.ts";
import { reservation } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const event = (id: string, type: string, actor: string, at: string) => ({
  _id: id,
  reservationId: "res-c",
  type,
  actor,
  actorName: null,
  at,
});

describe("the guest's answer in the dashboard", () => {
  it("given the staff's reservation page, shows 'Vom Gast bestätigt' with the time and the reminder in the history", async () => {
    ownerApi(
      [
        reservation({
          _id: "res-c",
          status: "confirmed",
          customerName: "Clara Berg",
          guestConfirmedAt: "2026-05-13T18:30:00.000Z",
        }),
      ],
      {
        "GET /api/reservations/res-c/events": () => ({
          body: {
            success: true,
            data: [
              event("e-1", "created", "guest", "2026-05-10T09:00:00.000Z"),
              event("e-2", "reminder_sent", "system", "2026-05-13T17:00:00.000Z"),
              event("e-3", "guest_confirmed", "guest", "2026-05-13T18:30:00.000Z"),
            ],
          },
        }),
      },
    );
    await renderApp("/reservation/res-c");
    await expect.element(page.getByText("Vom Gast bestätigt am 13.05.2026 um 20:30 Uhr")).toBeVisible();
    const history = page.getByRole("region", { name: "Verlauf" });
    await expect.element(history.getByText("Erinnerung gesendet")).toBeVisible();
    await expect.element(history.getByText("Vom Gast bestätigt", { exact: true })).toBeVisible();
  });

  it("given the staff's reservation page open (outside the shell), the guest's answer arrives live", async () => {
    const booked = reservation({ _id: "res-c", status: "confirmed", customerName: "Clara Berg" });
    const rows: Array<Record<string, unknown>> = [booked];
    ownerApi(rows);
    await renderApp("/reservation/res-c");
    await expect.element(page.getByRole("heading", { name: "Clara Berg", level: 1 })).toBeVisible();
    await expect.element(page.getByText(/^Vom Gast bestätigt am/)).not.toBeInTheDocument();
    rows[0] = { ...booked, guestConfirmedAt: "2026-05-13T18:30:00.000Z" };
    FakeEventSource.latest().emit({ type: "changed", data: { entity: "reservations", id: "res-c" } });
    await expect.element(page.getByText("Vom Gast bestätigt am 13.05.2026 um 20:30 Uhr")).toBeVisible();
  });

  it("given the guest confirms while the reservations list is open, the card shows it live", async () => {
    const booked = reservation({ _id: "res-c", status: "confirmed", customerName: "Clara Berg" });
    const rows: Array<Record<string, unknown>> = [booked];
    ownerApi(rows);
    await renderApp("/reservations");
    await expect.element(page.getByRole("article", { name: /Clara Berg/ })).toBeVisible();
    rows[0] = { ...booked, guestConfirmedAt: "2026-05-13T18:30:00.000Z" };
    FakeEventSource.latest().emit({ type: "changed", data: { entity: "reservations", id: "res-c" } });
    await expect
      .element(
        page
          .getByRole("article", { name: /Clara Berg/ })
          .getByText("Vom Gast bestätigt am 13.05.2026 um 20:30 Uhr"),
      )
      .toBeVisible();
  });
});
