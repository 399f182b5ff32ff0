import "../../../styles.css";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { type Route, stubApi, stubEventSource } from "../../../test/fake-api.ts";
import { reservation } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";
import { guestReservationResponse, guestToken } from "./guest-link-fixtures.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

function guestApi(language: "de" | "en", routes: Record<string, Route> = {}, fields: object = {}) {
  stubEventSource();
  return stubApi({
    "GET /api/reservations/res-g/guest": () =>
      guestReservationResponse({
        reservationDate: "2026-05-14",
        numberOfGuests: 4,
        tableNumbers: ["3", "4"],
        language,
        ...fields,
      }),
    ...routes,
  });
}

const refusal = (code: string, message: string) => () => ({
  status: 409,
  body: { success: false, code, message },
});

describe("the guest's reservation page in the booking's language", () => {
  it("given an English booking, shows every field, the status and the dates in English", async () => {
    guestApi("en", {}, { guestConfirmedAt: "2026-05-13T18:30:00.000Z", specialRequests: "Window seat" });
    await renderApp(`/reservation/res-g?token=${guestToken}`);
    await expect.element(page.getByRole("heading", { name: "Your reservation" })).toBeVisible();
    await expect.element(page.getByText("Thursday, 14 May 2026")).toBeVisible();
    await expect.element(page.getByText("4 people")).toBeVisible();
    await expect.element(page.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect.element(page.getByText("Tables 3 + 4")).toBeVisible();
    await expect.element(page.getByText("You confirmed on 13 May 2026 at 20:30")).toBeVisible();
    await expect.element(page.getByText("Special requests")).toBeVisible();
    await expect.element(page.getByRole("heading", { name: "Your data" })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Download my data" })).toBeVisible();
    expect(document.documentElement.lang).toBe("en");
    expect(await seriousViolations()).toEqual([]);
  });

  it("given a booking with its reference, shows the reference to quote, in the booking's language", async () => {
    guestApi("de", {}, { reference: "K7M2QX" });
    await renderApp(`/reservation/res-g?token=${guestToken}`);
    const details = page.getByRole("definition").filter({ hasText: "K7M2QX" });
    await expect.element(details).toBeVisible();
    await expect.element(page.getByRole("term").filter({ hasText: "Reservierungsnummer" })).toBeVisible();
  });

  it("given an English booking with its reference, calls it the reservation number", async () => {
    guestApi("en", {}, { reference: "K7M2QX" });
    await renderApp(`/reservation/res-g?token=${guestToken}`);
    await expect.element(page.getByRole("term").filter({ hasText: "Reservation number" })).toBeVisible();
    await expect.element(page.getByText("K7M2QX")).toBeVisible();
  });

  it("given an English booking cancelled, asks and confirms in English, not with the API's German answer", async () => {
    const calls = guestApi("en", {
      "POST /api/reservations/res-g/guest-cancel": () => ({
        body: { success: true, message: "Reservierung erfolgreich storniert!" },
      }),
    });
    await renderApp(`/reservation/res-g?token=${guestToken}`);
    await page.getByRole("button", { name: "Cancel reservation" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Do you really want to cancel this reservation?" });
    await expect.element(dialog).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel it" }).click();
    await expect.element(page.getByText("Your reservation has been cancelled.")).toBeVisible();
    await expect.element(page.getByText("Reservierung erfolgreich storniert!")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("given an English booking that began meanwhile (409 too_late_to_cancel), says so in English", async () => {
    guestApi("en", {
      "POST /api/reservations/res-g/guest-cancel": refusal(
        "too_late_to_cancel",
        "Diese Reservierung kann nicht mehr storniert werden.",
      ),
    });
    await renderApp(`/reservation/res-g?token=${guestToken}`);
    await page.getByRole("button", { name: "Cancel reservation" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel it" }).click();
    await expect
      .element(page.getByText("This reservation has already begun and can no longer be cancelled."))
      .toBeVisible();
    await expect
      .element(page.getByText("Diese Reservierung kann nicht mehr storniert werden."))
      .not.toBeInTheDocument();
  });

  it("given a German booking that began meanwhile, shows the server's German reason as before", async () => {
    guestApi("de", {
      "POST /api/reservations/res-g/guest-cancel": refusal(
        "too_late_to_cancel",
        "Diese Reservierung kann nicht mehr storniert werden.",
      ),
    });
    await renderApp(`/reservation/res-g?token=${guestToken}`);
    await expect.element(page.getByRole("heading", { name: "Ihre Reservierung" })).toBeVisible();
    await expect.element(page.getByText("Donnerstag, 14. Mai 2026")).toBeVisible();
    await expect.element(page.getByText("Tische 3 + 4")).toBeVisible();
    expect(document.documentElement.lang).toBe("de");
    await page.getByRole("button", { name: "Reservierung stornieren" }).click();
    await page
      .getByRole("alertdialog", { name: "Möchten Sie diese Reservierung wirklich stornieren?" })
      .getByRole("button", { name: "Stornieren" })
      .click();
    await expect
      .element(page.getByText("Diese Reservierung kann nicht mehr storniert werden."))
      .toBeVisible();
  });

  it("given a German booking cancelled, says 'Ihre Reservierung wurde storniert.'", async () => {
    guestApi("de", {
      "POST /api/reservations/res-g/guest-cancel": () => ({
        body: { success: true, message: "Reservierung erfolgreich storniert!" },
      }),
    });
    await renderApp(`/reservation/res-g?token=${guestToken}`);
    await page.getByRole("button", { name: "Reservierung stornieren" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Stornieren" }).click();
    await expect.element(page.getByText("Ihre Reservierung wurde storniert.")).toBeVisible();
    await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it("given an English booking's reminder link, confirms attendance in English", async () => {
    guestApi("en", {
      "POST /api/reservations/res-g/guest-confirm": () => ({
        body: {
          success: true,
          message: "Vielen Dank! Ihre Zusage ist gespeichert.",
          data: reservation({ _id: "res-g", status: "confirmed", language: "en" }),
        },
      }),
    });
    await renderApp(`/reservation/res-g?token=${guestToken}&confirm=1`);
    await page.getByRole("button", { name: "I am coming as planned" }).click();
    await expect
      .element(page.getByText("Thank you! We have noted that you are coming as planned."))
      .toBeVisible();
    await expect.element(page.getByText("Vielen Dank! Ihre Zusage ist gespeichert.")).not.toBeInTheDocument();
  });

  it("given an English booking's reminder link refused, gives the reason in English", async () => {
    guestApi("en", {
      "POST /api/reservations/res-g/guest-confirm": refusal(
        "status_change_not_allowed",
        "Diese Reservierung kann nicht mehr bestätigt werden.",
      ),
    });
    await renderApp(`/reservation/res-g?token=${guestToken}&confirm=1`);
    await page.getByRole("button", { name: "I am coming as planned" }).click();
    await expect.element(page.getByText("This reservation can no longer be confirmed.")).toBeVisible();
    await expect
      .element(page.getByText("Diese Reservierung kann nicht mehr bestätigt werden."))
      .not.toBeInTheDocument();
  });

  it("given an English booking's data export, says where the data went in English", async () => {
    guestApi("en", {
      "POST /api/reservations/res-g/guest-data-export": () => ({
        body: {
          success: true,
          message:
            "Wir haben Ihnen Ihre gespeicherten Daten an die E-Mail-Adresse dieser Reservierung gesendet.",
        },
      }),
    });
    await renderApp(`/reservation/res-g?token=${guestToken}`);
    await page.getByRole("button", { name: "Download my data" }).click();
    await expect
      .element(page.getByText("We have sent your stored data to this reservation's e-mail address."))
      .toBeVisible();
  });

  it("given a cancelled English booking, says it is cancelled and offers no cancel", async () => {
    guestApi("en", {}, { status: "cancelled" });
    await renderApp(`/reservation/res-g?token=${guestToken}`);
    await expect.element(page.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect.element(page.getByText("This reservation is cancelled.")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Cancel reservation" })).not.toBeInTheDocument();
  });
});
