// The app's styles, so that axe judges contrast and target sizes as users see them.
import "../../../styles.css";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { enquiryRecord } from "../../../test/enquiry-fixtures.ts";
import { FakeEventSource, type FakeRequest } from "../../../test/fake-api.ts";
import { reservation, subUserAccount } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";
import { tableRecord } from "../../../test/table-fixtures.ts";
import { recordToasts } from "../../../test/toast-recorder.ts";
import { expectSlotTakenShown, listRoute, slotTaken } from "../table-requests/request-test-helpers.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const tables = [
  tableRecord({ _id: "t-1", tableNumber: "1", name: "Tisch 1", seats: 8 }),
  tableRecord({ _id: "t-2", tableNumber: "2", name: "Tisch 2", seats: 8 }),
  tableRecord({ _id: "t-3", tableNumber: "3", name: "Tisch 3", seats: 4 }),
];
// Table 3 is taken on the enquiry's evening: 18:00 for two hours by the default stay of 4 guests.
const busyEvening = reservation({
  reservationDate: "2026-05-20",
  timeSlot: "18:00",
  numberOfGuests: 4,
  status: "confirmed",
  tableIds: ["t-3"],
});
const puts = (calls: FakeRequest[]) => calls.filter((call) => call.method === "PUT");

describe("the reservations page's Anfragen", () => {
  it("given open and answered enquiries, shows the open ones first with their count and details, the answered ones folded away", async () => {
    ownerApi([], {
      "GET /api/enquiries/restaurant/r-1": listRoute([
        enquiryRecord({ customerName: "Familie Berger" }),
        enquiryRecord({ customerName: "Verein Nord", customerPhone: "", message: "", numberOfGuests: 22 }),
        enquiryRecord({
          customerName: "Firma Süd",
          status: "declined",
          answerMessage: "Leider ausgebucht.",
          answeredAt: "2026-05-13T08:00:00Z",
        }),
        enquiryRecord({ customerName: "Chor Ost", status: "accepted", reservationId: "res-99" }),
      ]),
    });
    await renderApp("/reservations");
    const section = page.getByRole("region", { name: "Anfragen (2)" });
    await expect.element(section).toBeVisible();
    const berger = section.getByRole("article", { name: "Familie Berger" });
    await expect.element(berger.getByText("16 Personen")).toBeVisible();
    await expect.element(berger.getByText("Mittwoch, 20. Mai 2026, Wunschzeit 19:00 Uhr")).toBeVisible();
    await expect.element(berger.getByText("Geburtstag, gern ein langer Tisch.")).toBeVisible();
    await expect
      .element(berger.getByRole("link", { name: "berger@example.com" }))
      .toHaveAttribute("href", "mailto:berger@example.com");
    await expect
      .element(berger.getByRole("link", { name: "+49 30 555 0101" }))
      .toHaveAttribute("href", "tel:+49305550101");
    await expect.element(berger.getByText("Eingegangen am 12.05.2026 um 11:30 Uhr")).toBeVisible();
    await expect.element(section.getByRole("article", { name: "Verein Nord" })).toBeVisible();
    // The answered ones wait behind their disclosure.
    const sued = section.getByRole("article", { name: "Firma Süd" });
    expect(sued.elements()).toHaveLength(0);
    await section.getByText("Beantwortete Anfragen (2)").click();
    await expect.element(sued.getByText("Abgelehnt")).toBeVisible();
    await expect.element(sued.getByText("Leider ausgebucht.")).toBeVisible();
    const chor = section.getByRole("article", { name: "Chor Ost" });
    await expect.element(chor.getByText("Angenommen")).toBeVisible();
    await expect
      .element(chor.getByRole("link", { name: "Zur Reservierung: Chor Ost" }))
      .toHaveAttribute("href", "/app/reservation/res-99");
    expect(chor.getByRole("button", { name: /Annehmen/ }).elements()).toHaveLength(0);
    expect(await seriousViolations()).toEqual([]);
  });

  it("given Annehmen with two combined tables at a changed time, sends them and the time, toasts the API's message and moves it to the answered", async () => {
    const open = enquiryRecord({ customerName: "Familie Berger" });
    let stored = open;
    const calls = ownerApi([busyEvening], {
      "GET /api/enquiries/restaurant/r-1": () => ({ body: { success: true, data: [stored] } }),
      "GET /api/restaurants/r-1/tables": listRoute(tables),
      [`PUT /api/enquiries/${open._id}`]: () => {
        stored = { ...open, status: "accepted", timeSlot: "19:30", reservationId: "res-new" };
        return {
          body: {
            success: true,
            message: "Die Anfrage ist angenommen, die Reservierung bestätigt.",
            data: stored,
          },
        };
      },
    });
    const toasts = recordToasts("toast-title");
    await renderApp("/reservations");
    await page.getByRole("button", { name: "Annehmen: Familie Berger" }).click();
    const dialog = page.getByRole("dialog", { name: "Anfrage annehmen" });
    await expect.element(dialog.getByLabelText("Uhrzeit")).toHaveValue("19:00");
    await expect.element(dialog.getByText("Aufenthalt 180 Minuten")).toBeVisible();
    await expect.element(dialog.getByRole("checkbox", { name: "Tisch 3, 4 Plätze" })).toBeDisabled();
    await expect
      .element(dialog.getByRole("checkbox", { name: "Tisch 3, 4 Plätze" }))
      .toHaveAccessibleDescription("belegt");
    // The reservations of the requested day and the days beside it (stays across midnight), no more.
    expect(
      calls.filter((call) => call.path.startsWith("/api/reservations/restaurant/")).map((call) => call.path),
    ).toEqual(["/api/reservations/restaurant/r-1?from=2026-05-19&to=2026-05-21"]);
    await dialog.getByRole("checkbox", { name: "Tisch 1, 8 Plätze" }).click();
    await expect.element(dialog.getByText("8 von 16 Plätzen gewählt")).toBeVisible();
    await dialog.getByRole("button", { name: "Annehmen und bestätigen" }).click();
    await expect
      .element(dialog.getByText("Die gewählten Tische haben 8 Plätze, die Gruppe hat 16 Personen."))
      .toBeVisible();
    expect(puts(calls)).toEqual([]);
    await dialog.getByRole("checkbox", { name: "Tisch 2, 8 Plätze" }).click();
    await expect.element(dialog.getByText("16 von 16 Plätzen gewählt")).toBeVisible();
    await dialog.getByLabelText("Uhrzeit").fill("19:30");
    expect(await seriousViolations()).toEqual([]);
    await dialog.getByRole("button", { name: "Annehmen und bestätigen" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(puts(calls).map((call) => [call.path, call.body])).toEqual([
      [`/api/enquiries/${open._id}`, { status: "accepted", timeSlot: "19:30", tableIds: ["t-1", "t-2"] }],
    ]);
    expect(toasts.texts()).toEqual(["Die Anfrage ist angenommen, die Reservierung bestätigt."]);
    toasts.stop();
    await expect.element(page.getByRole("region", { name: "Anfragen" })).toBeVisible();
    await expect.element(page.getByText("Keine offenen Anfragen.")).toBeVisible();
  });

  it("given the tables were taken meanwhile (409), shows the API's German reason in the dialog", async () => {
    const open = enquiryRecord();
    ownerApi([], {
      "GET /api/enquiries/restaurant/r-1": listRoute([open]),
      "GET /api/restaurants/r-1/tables": listRoute(tables),
      [`PUT /api/enquiries/${open._id}`]: slotTaken,
    });
    await renderApp("/reservations");
    await page.getByRole("button", { name: "Annehmen: Familie Berger" }).click();
    const dialog = page.getByRole("dialog", { name: "Anfrage annehmen" });
    await dialog.getByRole("checkbox", { name: "Tisch 1, 8 Plätze" }).click();
    await dialog.getByRole("checkbox", { name: "Tisch 2, 8 Plätze" }).click();
    await expectSlotTakenShown(dialog, "Annehmen und bestätigen");
    await expect.element(page.getByRole("region", { name: "Anfragen (1)" })).toBeVisible();
  });

  it("given Ablehnen without a message, asks for one and sends nothing; with one, declines and toasts", async () => {
    const open = enquiryRecord({ customerName: "Verein Nord" });
    const calls = ownerApi([], {
      "GET /api/enquiries/restaurant/r-1": listRoute([open]),
      [`PUT /api/enquiries/${open._id}`]: () => ({
        body: {
          success: true,
          message: "Die Anfrage ist abgelehnt, der Gast wird benachrichtigt.",
          data: { ...open, status: "declined", answerMessage: "Leider ausgebucht." },
        },
      }),
    });
    const toasts = recordToasts("toast-title");
    await renderApp("/reservations");
    await page.getByRole("button", { name: "Ablehnen: Verein Nord" }).click();
    const dialog = page.getByRole("dialog", { name: "Anfrage ablehnen" });
    await dialog.getByRole("button", { name: "Anfrage ablehnen" }).click();
    await expect
      .element(dialog.getByText("Bitte schreiben Sie dem Gast eine kurze Nachricht."))
      .toBeVisible();
    await expect
      .element(dialog.getByLabelText(/Nachricht an den Gast/))
      .toHaveAttribute("aria-invalid", "true");
    expect(puts(calls)).toEqual([]);
    await dialog.getByLabelText(/Nachricht an den Gast/).fill("  Leider ausgebucht.  ");
    expect(await seriousViolations()).toEqual([]);
    await dialog.getByRole("button", { name: "Anfrage ablehnen" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(puts(calls).map((call) => call.body)).toEqual([
      { status: "declined", message: "Leider ausgebucht." },
    ]);
    expect(toasts.texts()).toEqual(["Die Anfrage ist abgelehnt, der Gast wird benachrichtigt."]);
    toasts.stop();
  });

  it("given no enquiries, stays out of the way above the reservations", async () => {
    ownerApi([reservation({ customerName: "Anna Schmidt" })], {
      "GET /api/enquiries/restaurant/r-1": listRoute([]),
    });
    const { queryClient } = await renderApp("/reservations");
    await expect.element(page.getByRole("article", { name: /Anna Schmidt/ })).toBeVisible();
    await expect.poll(() => queryClient.getQueryState(["enquiries", "r-1"])?.status).toBe("success");
    expect(page.getByRole("heading", { name: /^Anfragen/ }).elements()).toHaveLength(0);
  });

  it("given no enquiries and the mail's #anfragen, says so and takes the focus", async () => {
    ownerApi([], { "GET /api/enquiries/restaurant/r-1": listRoute([]) });
    await renderApp("/reservations#anfragen");
    const heading = page.getByRole("heading", { name: "Anfragen", level: 2 });
    await expect.element(heading).toHaveFocus();
    await expect.element(page.getByText("Keine offenen Anfragen.")).toBeVisible();
  });

  it("given a new enquiry announced live, shows it without a reload", async () => {
    let list = [enquiryRecord({ customerName: "Familie Berger" })];
    ownerApi([], { "GET /api/enquiries/restaurant/r-1": () => ({ body: { success: true, data: list } }) });
    await renderApp("/reservations");
    await expect.element(page.getByRole("region", { name: "Anfragen (1)" })).toBeVisible();
    list = [enquiryRecord({ customerName: "Verein Nord" }), ...list];
    FakeEventSource.latest().emit({ type: "changed", data: { entity: "enquiries", action: "created" } });
    await expect.element(page.getByRole("region", { name: "Anfragen (2)" })).toBeVisible();
    await expect.element(page.getByRole("article", { name: "Verein Nord" })).toBeVisible();
  });

  it("given the list cannot be read, says so with a retry", async () => {
    let fail = true;
    ownerApi([], {
      "GET /api/enquiries/restaurant/r-1": () =>
        fail
          ? { status: 403, body: { success: false, message: "Keine Berechtigung." } }
          : { body: { success: true, data: [enquiryRecord()] } },
    });
    await renderApp("/reservations");
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Die Anfragen konnten nicht geladen werden.");
    fail = false;
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(page.getByRole("region", { name: "Anfragen (1)" })).toBeVisible();
  });

  it("given a sub-user, lists the enquiries and declines one (the API lets staff answer)", async () => {
    const open = enquiryRecord({ customerName: "Chor Ost" });
    const calls = ownerApi(
      [],
      {
        "GET /api/enquiries/restaurant/r-1": listRoute([open]),
        [`PUT /api/enquiries/${open._id}`]: () => ({
          body: {
            success: true,
            message: "Die Anfrage ist abgelehnt, der Gast wird benachrichtigt.",
            data: { ...open, status: "declined" },
          },
        }),
      },
      subUserAccount,
    );
    await renderApp("/reservations");
    await page.getByRole("button", { name: "Ablehnen: Chor Ost" }).click();
    const dialog = page.getByRole("dialog", { name: "Anfrage ablehnen" });
    await dialog.getByLabelText(/Nachricht an den Gast/).fill("Leider nicht möglich.");
    await dialog.getByRole("button", { name: "Anfrage ablehnen" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(puts(calls).map((call) => call.path)).toEqual([`/api/enquiries/${open._id}`]);
  });
});
