import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { stubApi, stubEventSource } from "../../../test/fake-api.ts";
import { reservation } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { guestReservationResponse, guestToken } from "./guest-link-fixtures.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const CONFIRMED_AT = "2026-05-14T16:30:00.000Z";

function guestApi(confirm: () => { status?: number; body: unknown }) {
  let confirmedAt: string | null = null;
  stubEventSource();
  return stubApi({
    "GET /api/reservations/res-g/guest": () => guestReservationResponse({ guestConfirmedAt: confirmedAt }),
    "POST /api/reservations/res-g/guest-confirm": () => {
      const answer = confirm();
      if (answer.status === undefined) confirmedAt = CONFIRMED_AT;
      return answer;
    },
  });
}

describe("the reminder's 'Ich komme wie geplant' link", () => {
  it("given the confirm link opened, records nothing until the guest clicks 'Ich komme wie geplant'", async () => {
    const calls = guestApi(() => ({ body: { success: true, data: reservation({ _id: "res-g" }) } }));
    await renderApp(`/reservation/res-g?token=${guestToken}&confirm=1`);
    await expect.element(page.getByRole("button", { name: "Ich komme wie geplant" })).toBeVisible();
    await expect.element(page.getByText("Trattoria Demo")).toBeVisible();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
    await expect.element(page.getByText(/^Vom Gast bestätigt/)).not.toBeInTheDocument();
  });

  it("given the click, records the answer once and says so in German; the page shows 'Vom Gast bestätigt'", async () => {
    const calls = guestApi(() => ({
      body: {
        success: true,
        message: "Vielen Dank! Ihre Zusage ist gespeichert.",
        data: reservation({ _id: "res-g" }),
      },
    }));
    await renderApp(`/reservation/res-g?token=${guestToken}&confirm=1`);
    await page.getByRole("button", { name: "Ich komme wie geplant" }).click();
    await expect
      .element(page.getByText("Vielen Dank! Wir haben notiert, dass Sie wie geplant kommen."))
      .toBeVisible();
    await expect.element(page.getByText("Vom Gast bestätigt am 14.05.2026 um 18:30 Uhr")).toBeVisible();
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ token: guestToken });
    await expect.element(page.getByRole("button", { name: "Reservierung stornieren" })).toBeVisible();
  });

  it("given a cancelled reservation's refusal, shows the server's German reason and no retry", async () => {
    guestApi(() => ({
      status: 409,
      body: {
        success: false,
        message: "Diese Reservierung kann nicht mehr bestätigt werden.",
        code: "status_change_not_allowed",
      },
    }));
    await renderApp(`/reservation/res-g?token=${guestToken}&confirm=1`);
    await page.getByRole("button", { name: "Ich komme wie geplant" }).click();
    await expect
      .element(page.getByText("Diese Reservierung kann nicht mehr bestätigt werden."))
      .toBeVisible();
    await expect.element(page.getByRole("button", { name: "Erneut versuchen" })).not.toBeInTheDocument();
  });

  it("given the plain link (Stornieren), records nothing", async () => {
    const calls = guestApi(() => ({ body: { success: true } }));
    await renderApp(`/reservation/res-g?token=${guestToken}`);
    await expect.element(page.getByText("Trattoria Demo")).toBeVisible();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    expect(page.getByRole("button", { name: "Ich komme wie geplant" }).query()).toBeNull();
  });
});
