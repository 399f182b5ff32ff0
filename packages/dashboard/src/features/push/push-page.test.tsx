import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import type { Route } from "../../test/fake-api.ts";
import { ownerApi, renderApp } from "../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

function pushApi(overrides: Record<string, Route> = {}) {
  let running = false;
  return ownerApi([], {
    "GET /api/push-notifications/status": () => ({
      body: { success: true, devices: 2, scheduler: { isRunning: running } },
    }),
    "GET /api/push-notifications/devices": () => ({
      body: {
        success: true,
        devices: [
          { _id: "d-1", platform: "web", restaurantId: "r-1", created_at: "2026-05-13T08:00:00Z" },
          { _id: "d-2", platform: "android", restaurantId: "r-1", created_at: "2026-05-14T07:30:00Z" },
        ],
      },
    }),
    "POST /api/push-notifications/test": () => ({
      body: { success: true, message: "Testnachricht gesendet.", sent: 2, removed: 0, failed: 0 },
    }),
    "POST /api/push-notifications/start-auto-test": () => {
      running = true;
      return { body: { success: true, message: "Automatischer Test läuft", scheduler: { isRunning: true } } };
    },
    "POST /api/push-notifications/stop-auto-test": () => {
      running = false;
      return {
        body: { success: true, message: "Automatischer Test gestoppt", scheduler: { isRunning: false } },
      };
    },
    ...overrides,
  });
}

describe("push notification panel", () => {
  it("given two devices, shows the count, the scheduler state and the devices without tokens", async () => {
    pushApi();
    await renderApp("/push-notifications");
    await expect
      .element(page.getByRole("heading", { name: "Push-Benachrichtigungen", level: 1 }))
      .toBeVisible();
    await expect.element(page.getByText("2 Geräte registriert")).toBeVisible();
    await expect.element(page.getByText("Automatischer Test gestoppt")).toBeVisible();
    await expect.element(page.getByText("Android")).toBeVisible();
    await expect.element(page.getByText("Registriert am 14.05.2026 09:30")).toBeVisible();
  });

  it("given 'Testnachricht senden', sends the test and confirms it", async () => {
    const calls = pushApi();
    await renderApp("/push-notifications");
    await page.getByRole("button", { name: "Testnachricht senden" }).click();
    await expect.element(page.getByText("Testnachricht gesendet.")).toBeVisible();
    expect(calls.find((call) => call.path === "/api/push-notifications/test")?.body).toEqual({
      message: "Dies ist eine Testnachricht von Tischservice.",
    });
  });

  it("given the automatic test, starts and stops it", async () => {
    pushApi();
    await renderApp("/push-notifications");
    await page.getByRole("button", { name: "Automatischen Test starten" }).click();
    await expect.element(page.getByText("Automatischer Test läuft")).toBeVisible();
    await page.getByRole("button", { name: "Automatischen Test stoppen" }).click();
    await expect.element(page.getByText("Automatischer Test gestoppt")).toBeVisible();
  });

  it("given no devices, the test buttons are disabled", async () => {
    pushApi({
      "GET /api/push-notifications/status": () => ({
        body: { success: true, devices: 0, scheduler: { isRunning: false } },
      }),
      "GET /api/push-notifications/devices": () => ({ body: { success: true, devices: [] } }),
    });
    await renderApp("/push-notifications");
    await expect.element(page.getByText("Keine Geräte registriert").first()).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Testnachricht senden" })).toBeDisabled();
  });

  it("given the status cannot be loaded, says so", async () => {
    pushApi({
      "GET /api/push-notifications/status": () => ({ status: 500, body: { success: false, message: "x" } }),
    });
    await renderApp("/push-notifications");
    await expect.element(page.getByText("Der Status konnte nicht geladen werden.")).toBeVisible();
  });
});
