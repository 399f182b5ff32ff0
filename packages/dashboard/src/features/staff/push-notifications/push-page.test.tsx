import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import type { Route } from "../../../test/fake-api.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

function pushApi(overrides: Record<string, Route> = {}) {
  let running = false;
  let devices = [
    { _id: "d-1", label: "Chrome auf Windows", platform: "web", created_at: "2026-05-13T08:00:00Z" },
    { _id: "d-2", label: "Chrome auf Android", platform: "web", created_at: "2026-05-14T07:30:00Z" },
  ];
  return ownerApi([], {
    "GET /api/push-notifications/status": () => ({
      body: { success: true, devices: devices.length, scheduler: { isRunning: running } },
    }),
    "GET /api/push-notifications/devices": () => ({ body: { success: true, devices } }),
    "DELETE /api/push-notifications/devices/d-2": () => {
      devices = devices.filter((device) => device._id !== "d-2");
      return { body: { success: true, message: "Gerät entfernt." } };
    },
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
  it("given two devices, shows the count, the scheduler state and 'Ihre Geräte' by name and date", async () => {
    pushApi();
    await renderApp("/push-notifications");
    await expect
      .element(page.getByRole("heading", { name: "Push-Benachrichtigungen", level: 1 }))
      .toBeVisible();
    await expect.element(page.getByText("2 Geräte registriert")).toBeVisible();
    await expect.element(page.getByText("Automatischer Test gestoppt")).toBeVisible();
    await expect.element(page.getByText("Ihre Geräte")).toBeVisible();
    await expect.element(page.getByText("Chrome auf Android")).toBeVisible();
    await expect.element(page.getByText("Hinzugefügt am 14.05.2026")).toBeVisible();
  });

  it("given 'Entfernen' on a device, removes it, confirms and shows the shorter list", async () => {
    const calls = pushApi();
    await renderApp("/push-notifications");
    await page.getByRole("button", { name: "Chrome auf Android entfernen" }).click();
    await expect.element(page.getByText("Gerät entfernt.")).toBeVisible();
    await expect.element(page.getByText("Chrome auf Android")).not.toBeInTheDocument();
    await expect.element(page.getByText("Chrome auf Windows")).toBeVisible();
    await expect.element(page.getByText("1 Gerät registriert")).toBeVisible();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/api/push-notifications/devices/d-2",
    ]);
  });

  it("given the removal fails, says so with the server's message and keeps the device", async () => {
    pushApi({
      "DELETE /api/push-notifications/devices/d-2": () => ({
        status: 404,
        body: { success: false, message: "Gerät nicht gefunden." },
      }),
    });
    await renderApp("/push-notifications");
    await page.getByRole("button", { name: "Chrome auf Android entfernen" }).click();
    await expect.element(page.getByText("Das Gerät konnte nicht entfernt werden.")).toBeVisible();
    await expect.element(page.getByText("Gerät nicht gefunden.")).toBeVisible();
    await expect.element(page.getByText("Chrome auf Android")).toBeVisible();
  });

  it("given the device list cannot be loaded, says so and offers to load it again", async () => {
    pushApi({
      "GET /api/push-notifications/devices": () => ({ status: 500, body: { success: false, message: "x" } }),
    });
    await renderApp("/push-notifications");
    await expect.element(page.getByText("Ihre Geräte konnten nicht geladen werden.")).toBeVisible();
    await expect.element(page.getByText("2 Geräte registriert")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Erneut laden" })).toBeVisible();
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
    await expect.element(page.getByText("Keine Geräte registriert")).toBeVisible();
    await expect.element(page.getByText("Sie haben noch kein Gerät registriert.")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Testnachricht senden" })).toBeDisabled();
  });

  it("given 'Lokale Tests planen' with notifications allowed, plans 5 local notifications and cancels them", async () => {
    const requestPermission = vi.fn(async () => "granted");
    vi.stubGlobal("Notification", Object.assign(class {}, { permission: "granted", requestPermission }));
    pushApi();
    await renderApp("/push-notifications");
    await expect.element(page.getByRole("heading", { name: "Lokale Testbenachrichtigungen" })).toBeVisible();
    await page.getByRole("button", { name: "Lokale Tests planen" }).click();
    await expect.element(page.getByText(/^0 von 5 angezeigt, die nächste um \d\d:\d\d Uhr$/)).toBeVisible();
    await page.getByRole("button", { name: "Lokale Tests abbrechen" }).click();
    await expect.element(page.getByRole("button", { name: "Lokale Tests planen" })).toBeVisible();
    await expect.element(page.getByText(/von 5 angezeigt/)).not.toBeInTheDocument();
  });

  it("given notifications refused on this device, says so when local tests are planned", async () => {
    const requestPermission = vi.fn(async () => "denied");
    vi.stubGlobal("Notification", Object.assign(class {}, { permission: "denied", requestPermission }));
    pushApi();
    await renderApp("/push-notifications");
    await page.getByRole("button", { name: "Lokale Tests planen" }).click();
    await expect
      .element(page.getByText("Benachrichtigungen sind auf diesem Gerät nicht erlaubt."))
      .toBeVisible();
  });

  it("given the status cannot be loaded, says so", async () => {
    pushApi({
      "GET /api/push-notifications/status": () => ({ status: 500, body: { success: false, message: "x" } }),
    });
    await renderApp("/push-notifications");
    await expect.element(page.getByText("Der Status konnte nicht geladen werden.")).toBeVisible();
  });
});
