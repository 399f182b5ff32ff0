import "../../../styles.css";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { type Route, stubApi, stubEventSource } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";
import { guestReservationResponse, guestToken } from "./guest-link-fixtures.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The guest's link to a booking for 4 on 14.05.2026 at 19:00, and the day's free times 19:00–20:00. */
function guestApi(language: "de" | "en", routes: Record<string, Route> = {}, view: object = {}) {
  stubEventSource();
  let timeSlot = "19:00";
  return stubApi({
    "GET /api/reservations/res-g/guest": () =>
      guestReservationResponse(
        { reservationDate: "2026-05-14", timeSlot, numberOfGuests: 4, language },
        {
          restaurant: { name: "Trattoria Demo", phone: "030 1234567" },
          canChange: true,
          changeCutoffHours: 2,
          ...view,
        },
      ),
    "GET /api/reservations/res-g/guest-timeslots": () => ({
      body: {
        success: true,
        message: "",
        date: { formatted: "14.05.2026", dayName: "Donnerstag", iso: "2026-05-14" },
        guests: 4,
        closed: false,
        timeSlots: ["19:00", "19:30", "20:00"].map((time) => ({
          time,
          available: true,
          status: "Verfügbar",
        })),
      },
    }),
    "POST /api/reservations/res-g/guest-change": (request) => {
      timeSlot = (request.body as { timeSlot: string }).timeSlot;
      return { body: { success: true, message: "Ihre Reservierung wurde geändert." } };
    },
    ...routes,
  });
}

describe("the guest changes their booking from the mail's link", () => {
  it("given a German booking, moves it to 20:00 and shows the new time with the confirmation", async () => {
    const calls = guestApi("de");
    await renderApp(`/reservation/res-g?token=${guestToken}`);
    await expect
      .element(page.getByText(/Online ändern können Sie Ihre Reservierung bis 2 Stunden vor Beginn/))
      .toBeVisible();
    await page.getByRole("button", { name: "Reservierung ändern" }).click();
    const form = page.getByRole("form", { name: "Reservierung ändern" });
    await form.getByRole("combobox", { name: "Uhrzeit" }).click();
    await page.getByRole("option", { name: "20:00" }).click();
    expect(await seriousViolations()).toEqual([]);
    await form.getByRole("button", { name: "Änderung speichern" }).click();
    await expect
      .element(
        page.getByText("Ihre Reservierung wurde geändert. Sie erhalten eine neue Bestätigung per E-Mail."),
      )
      .toBeVisible();
    await expect.element(page.getByRole("definition").filter({ hasText: /^20:00$/ })).toBeVisible();
    const sent = calls.filter((call) => call.method === "POST");
    expect(sent.map((call) => call.body)).toEqual([
      { reservationDate: "2026-05-14", timeSlot: "20:00", numberOfGuests: 4 },
    ]);
    expect(sent[0]?.path).toContain(`token=${guestToken}`);
  });

  it("given a German booking past the cut-off meanwhile, shows the server's reason with the phone and keeps the form", async () => {
    guestApi("de", {
      "POST /api/reservations/res-g/guest-change": () => ({
        status: 409,
        body: {
          success: false,
          code: "change_cutoff",
          message:
            "Änderungen sind online bis 2 Stunden vor Beginn möglich. Bitte rufen Sie uns an: 030 1234567",
        },
      }),
    });
    await renderApp(`/reservation/res-g?token=${guestToken}`);
    await page.getByRole("button", { name: "Reservierung ändern" }).click();
    await page.getByRole("combobox", { name: "Uhrzeit" }).click();
    await page.getByRole("option", { name: "19:30" }).click();
    await page.getByRole("button", { name: "Änderung speichern" }).click();
    await expect.element(page.getByText(/Bitte rufen Sie uns an: 030 1234567/)).toBeVisible();
    await expect.element(page.getByRole("form", { name: "Reservierung ändern" })).toBeVisible();
  });

  it("given an English booking refused for the cut-off, says so in English with the restaurant's phone", async () => {
    guestApi("en", {
      "POST /api/reservations/res-g/guest-change": () => ({
        status: 409,
        body: { success: false, code: "change_cutoff", message: "Änderungen sind online …" },
      }),
    });
    await renderApp(`/reservation/res-g?token=${guestToken}`);
    await page.getByRole("button", { name: "Change reservation" }).click();
    await page.getByRole("combobox", { name: "Time" }).click();
    await page.getByRole("option", { name: "19:30" }).click();
    await page.getByRole("button", { name: "Save change" }).click();
    await expect
      .element(page.getByRole("form").getByText(/until 2 hours before it begins; after that, please call/))
      .toBeVisible();
    await expect.element(page.getByRole("form").getByText(/Phone: 030 1234567/)).toBeVisible();
    await expect.element(page.getByText("Änderungen sind online …")).not.toBeInTheDocument();
  });

  it("given the cut-off has passed, offers no change and says until when it was possible", async () => {
    guestApi("de", {}, { canChange: false });
    await renderApp(`/reservation/res-g?token=${guestToken}`);
    await expect
      .element(page.getByText(/bis 2 Stunden vor Beginn; danach rufen Sie bitte das Restaurant an/))
      .toBeVisible();
    expect(page.getByRole("button", { name: "Reservierung ändern" }).elements()).toHaveLength(0);
  });
});
