import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { config, reservation } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const slots = {
  body: {
    success: true,
    date: { formatted: "20.05.2026", dayName: "Mittwoch" },
    guests: 2,
    timeSlots: [
      { time: "19:00", available: true, status: "Verfügbar" },
      { time: "20:00", available: true, status: "Verfügbar" },
    ],
  },
};
const paced = {
  body: {
    success: true,
    data: { ...config, pacing: { windowMinutes: 15, maxGuests: 12, maxBookings: null } },
  },
};

describe("direct booking over the pacing", () => {
  it("given 12 of 12 guests arriving at 19:00, warns „Über dem Takt: 14 von 12 Gästen um 19:00“ before saving; 20:00 has no warning", async () => {
    ownerApi(
      [
        reservation({ reservationDate: "2026-05-20", timeSlot: "19:00", numberOfGuests: 8 }),
        reservation({ reservationDate: "2026-05-20", timeSlot: "19:00", numberOfGuests: 4 }),
        reservation({
          reservationDate: "2026-05-20",
          timeSlot: "19:00",
          numberOfGuests: 6,
          status: "cancelled",
        }),
      ],
      {
        "GET /api/restaurantconfigs/user/u-owner": () => paced,
        "GET /api/simple-timeslots/r-1/2026-05-20/2": () => slots,
      },
    );
    await renderApp("/calendar?date=2026-05-20");
    await page.getByRole("button", { name: /20\. Mai 2026/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Verfügbare Zeiten anzeigen" }).click();
    await dialog.getByRole("button", { name: /19:00/ }).click();
    await expect.element(dialog.getByText("Über dem Takt: 14 von 12 Gästen um 19:00")).toBeVisible();
    await expect.element(dialog.getByRole("button", { name: "Reservierung erstellen" })).toBeVisible();
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await dialog.getByRole("button", { name: /20:00/ }).click();
    await expect.element(dialog.getByRole("textbox", { name: /Name für Reservierung/ })).toBeVisible();
    expect(document.body.textContent).not.toContain("Über dem Takt");
  });
});
