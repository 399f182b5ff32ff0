import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { onDesktopScreen } from "../../../test/desktop-screen.ts";
import { FakeEventSource } from "../../../test/fake-api.ts";
import { reservation } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { recordToasts } from "../../../test/toast-recorder.ts";

onDesktopScreen();

const notice = (reservationId: string, customerName: string) => ({
  reservationId,
  customerName,
  restaurantName: "Trattoria Demo",
  date: "2026-05-20",
  time: "18:30",
  guests: 4,
  tableNames: ["2"],
});

const dashboardShown = () =>
  expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

describe("new-reservation toasts", () => {
  it("given a new_reservation event, shows the toast once with a link that opens the reservation", async () => {
    ownerApi([reservation({ _id: "res-9", customerName: "Paul Weber" })], {
      "GET /api/reservations/res-9/events": () => ({ body: { success: true, data: [] } }),
    });
    const { history } = await renderApp("/");
    await dashboardShown();
    const stream = FakeEventSource.latest();
    stream.emit({ type: "connected", data: {} });
    stream.emit({ type: "new_reservation", data: notice("res-9", "Paul Weber") });
    stream.emit({ type: "new_reservation", data: notice("res-9", "Paul Weber") });
    const text = page.getByText("Paul Weber · 20.05.2026 · 18:30 · 4 Personen");
    await expect.element(text).toBeVisible();
    expect(text.elements()).toHaveLength(1);
    const link = page.getByRole("link", { name: "Details öffnen" });
    await expect.element(link).toHaveAttribute("href", "/app/reservation/res-9");
    await link.click();
    await expect.element(page.getByRole("heading", { name: "Paul Weber", level: 1 })).toBeVisible();
    expect(history.location.pathname).toBe("/app/reservation/res-9");
  });

  it("given the stream is down, checks every 5 s from the server's time and toasts each reservation once", async () => {
    let round = 0;
    const calls = ownerApi([], {
      "GET /api/notifications/check/r-1": () => {
        round += 1;
        return {
          body: {
            success: true,
            serverTime: round === 1 ? "2026-05-14T10:00:00.000Z" : "2026-05-14T10:00:05.000Z",
            newReservations:
              round === 1
                ? [notice("res-a", "Alma Vogel")]
                : [notice("res-a", "Alma Vogel"), notice("res-b", "Bruno Ernst")],
          },
        };
      },
    });
    await renderApp("/");
    await dashboardShown();
    const checks = () => calls.filter((call) => call.path.startsWith("/api/notifications/check/r-1"));
    expect(checks()).toHaveLength(0);
    const almaText = "Alma Vogel · 20.05.2026 · 18:30 · 4 Personen";
    const toasts = recordToasts();
    FakeEventSource.latest().fail();
    await expect.element(page.getByText(almaText)).toBeVisible();
    expect(checks()[0]?.path).toBe("/api/notifications/check/r-1");
    await expect.poll(() => checks().length).toBe(2);
    expect(checks()[1]?.path).toBe(
      `/api/notifications/check/r-1?since=${encodeURIComponent("2026-05-14T09:59:55.000Z")}`,
    );
    await expect.element(page.getByText("Bruno Ernst · 20.05.2026 · 18:30 · 4 Personen")).toBeVisible();
    toasts.stop();
    // The second check named Alma Vogel again: she was announced once all the same.
    expect(toasts.texts().filter((text) => text.includes(almaText))).toHaveLength(1);
  });
});
