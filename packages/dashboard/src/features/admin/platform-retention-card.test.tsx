// The app's styles, so that axe judges contrast and target sizes as users see them.
import "../../styles.css";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { stubApi, stubEventSource } from "../../test/fake-api.ts";
import { adminUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { seriousViolations } from "../../test/serious-violations.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const stored = (months: number) => ({
  reservationMonths: months,
  defaultReservationMonths: 24,
  maxReservationMonths: 120,
  updatedAt: months === 24 ? null : "2026-11-24T09:00:00.000Z",
});

describe("the System page's retention period", () => {
  it("given an admin, shows the stored period next to the Systeminformationen and saves a new one with the server's answer", async () => {
    stubEventSource();
    let months = 24;
    const calls = stubApi({
      "GET /api/users/me": () => ({ body: { success: true, user: adminUser } }),
      "GET /api/users": () => ({ body: { success: true, data: [adminUser] } }),
      "GET /api/restaurants": () => ({ body: { success: true, data: [] } }),
      "GET /api/health": () => ({ body: { ok: true, db: "pglite" } }),
      "GET /api/admin/retention": () => ({ body: { success: true, data: stored(months) } }),
      "PUT /api/admin/retention": (request) => {
        months = (request.body as { reservationMonths: number }).reservationMonths;
        return {
          body: {
            success: true,
            message: `Aufbewahrungsfrist der Plattform auf ${months} Monate gesetzt.`,
            data: stored(months),
          },
        };
      },
    });
    await renderApp("/admin/system");
    const field = page.getByRole("spinbutton", { name: "Frist in Monaten nach dem Besuch" });
    await expect.element(page.getByText("Aufbewahrung von Reservierungen")).toBeVisible();
    await expect.element(field).toHaveValue(24);
    expect(await seriousViolations()).toEqual([]);

    await field.fill("18");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect
      .element(page.getByText("Aufbewahrungsfrist der Plattform auf 18 Monate gesetzt."))
      .toBeVisible();
    expect(calls.filter((call) => call.method === "PUT")).toMatchObject([
      { path: "/api/admin/retention", body: { reservationMonths: 18 } },
    ]);
    await expect.element(field).toHaveValue(18);
  });
});
