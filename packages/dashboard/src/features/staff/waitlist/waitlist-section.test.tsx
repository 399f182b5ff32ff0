// The app's styles, so that axe judges contrast and target sizes as users see them.
import "../../../styles.css";
import type { WaitlistEntry } from "@tischservice/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { FakeEventSource, type FakeRequest } from "../../../test/fake-api.ts";
import { reservation, subUserAccount } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";
import { tableRecord } from "../../../test/table-fixtures.ts";
import { recordToasts } from "../../../test/toast-recorder.ts";
import { waitlistEntryRecord, waitlistOfferRecord } from "../../../test/waitlist-fixtures.ts";
import { expectSlotTakenShown, listRoute, slotTaken } from "../table-requests/request-test-helpers.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = "GET /api/waitlist/restaurant/r-1";
const tables = [
  tableRecord({ _id: "t-1", tableNumber: "1", name: "Tisch 1", seats: 2 }),
  tableRecord({ _id: "t-2", tableNumber: "2", name: "Tisch 2", seats: 2 }),
  tableRecord({ _id: "t-3", tableNumber: "3", name: "Tisch 3", seats: 4 }),
  tableRecord({ _id: "t-4", tableNumber: "4", name: "Tisch 4", seats: 4 }),
];
// Table 3 is taken tonight from 18:00 for two hours (the fixtures' reservation duration).
const busyEvening = reservation({
  timeSlot: "18:00",
  numberOfGuests: 4,
  status: "confirmed",
  tableIds: ["t-3"],
});
const sent = (calls: FakeRequest[], method: string) => calls.filter((call) => call.method === method);
const listDates = (calls: FakeRequest[]) =>
  calls
    .filter((call) => call.method === "GET" && call.path.startsWith("/api/waitlist/restaurant/r-1"))
    .map((call) => new URLSearchParams(call.path.split("?")[1]).get("date"));

describe("the reservations page's Warteliste", () => {
  it("given waiting, offered and ended entries today, shows the active ones first with their count, details and state, the ended ones folded away", async () => {
    const calls = ownerApi([], {
      [LIST]: listRoute([
        waitlistEntryRecord({ customerName: "Familie Roth" }),
        waitlistEntryRecord({
          customerName: "Paul Weber",
          customerPhone: "",
          numberOfGuests: 2,
          from: "19:00",
          to: "20:30",
          status: "offered",
          offer: waitlistOfferRecord(),
        }),
        waitlistEntryRecord({ customerName: "Jana Kim", status: "booked", reservationId: "res-9" }),
        waitlistEntryRecord({ customerName: "Otto Lang", status: "expired" }),
      ]),
    });
    await renderApp("/reservations");
    const section = page.getByRole("region", { name: "Warteliste (2)" });
    await expect.element(section).toBeVisible();
    await expect.element(section.getByText("Donnerstag, 14. Mai 2026")).toBeVisible();
    expect(listDates(calls)).toEqual(["2026-05-14"]);
    const roth = section.getByRole("article", { name: "Familie Roth" });
    await expect.element(roth.getByText("Wartet", { exact: true })).toBeVisible();
    await expect.element(roth.getByText("4 Personen")).toBeVisible();
    await expect.element(roth.getByText("Zeitfenster: 18:00–21:00 Uhr")).toBeVisible();
    await expect
      .element(roth.getByRole("link", { name: "roth@example.com" }))
      .toHaveAttribute("href", "mailto:roth@example.com");
    await expect
      .element(roth.getByRole("link", { name: "+49 30 555 0202" }))
      .toHaveAttribute("href", "tel:+49305550202");
    await expect.element(roth.getByText("Eingetragen am 13.05.2026 um 17:20 Uhr")).toBeVisible();
    await expect.element(roth.getByRole("button", { name: "Tisch anbieten: Familie Roth" })).toBeVisible();
    const weber = section.getByRole("article", { name: "Paul Weber" });
    await expect.element(weber.getByText("Angebot bis 19:42 Uhr · Tisch 4")).toBeVisible();
    await expect
      .element(weber.getByText("Angeboten für 19:30 Uhr (automatisch, als ein Tisch frei wurde)"))
      .toBeVisible();
    // An open offer cannot be replaced by hand; the entry can still be removed.
    expect(weber.getByRole("button", { name: /Tisch anbieten/ }).elements()).toHaveLength(0);
    await expect.element(weber.getByRole("button", { name: "Entfernen: Paul Weber" })).toBeVisible();
    // The ended ones wait behind their disclosure.
    const kim = section.getByRole("article", { name: "Jana Kim" });
    expect(kim.elements()).toHaveLength(0);
    await section.getByText("Beendete Einträge (2)").click();
    await expect.element(kim.getByText("Gebucht", { exact: true })).toBeVisible();
    await expect
      .element(kim.getByRole("link", { name: "Zur Reservierung: Jana Kim" }))
      .toHaveAttribute("href", "/app/reservation/res-9");
    const lang = section.getByRole("article", { name: "Otto Lang" });
    await expect.element(lang.getByText("Abgelaufen", { exact: true })).toBeVisible();
    expect(lang.getByRole("button").elements()).toHaveLength(0);
    expect(await seriousViolations()).toEqual([]);
  });

  it("given the list by day, the waitlist follows its day (next day, date field, Heute) and says when nobody waits", async () => {
    const calls = ownerApi([], {
      [LIST]: (request) =>
        request.path.endsWith("date=2026-05-20")
          ? {
              body: {
                success: true,
                data: [waitlistEntryRecord({ date: "2026-05-20", customerName: "Eva Berg" })],
              },
            }
          : { body: { success: true, data: [] } },
    });
    const { history } = await renderApp("/reservations");
    const section = page.getByRole("region", { name: /^Warteliste/ });
    await expect.element(section.getByText("Niemand auf der Warteliste für diesen Tag.")).toBeVisible();
    // One day picker on the page, the list's: the waitlist has none of its own.
    expect(section.getByRole("button", { name: "Nächster Tag" }).elements()).toHaveLength(0);
    await page
      .getByRole("group", { name: "Zeitraum" })
      .getByRole("button", { name: "Tag", exact: true })
      .click();
    await expect.poll(() => history.location.search).toContain("when=day");
    await page.getByRole("button", { name: "Nächster Tag" }).click();
    await expect.element(section.getByText("Freitag, 15. Mai 2026")).toBeVisible();
    await expect.element(page.getByLabelText("Tag der Liste")).toHaveValue("2026-05-15");
    await expect.element(section.getByText("Niemand auf der Warteliste für diesen Tag.")).toBeVisible();
    await page.getByLabelText("Tag der Liste").fill("2026-05-20");
    await expect.element(page.getByRole("region", { name: "Warteliste (1)" })).toBeVisible();
    await expect.element(section.getByRole("article", { name: "Eva Berg" })).toBeVisible();
    await page.getByRole("button", { name: "Vorheriger Tag" }).click();
    await expect.element(section.getByText("Dienstag, 19. Mai 2026")).toBeVisible();
    await page.getByRole("button", { name: "Heute", exact: true }).click();
    await expect.element(section.getByText("Donnerstag, 14. Mai 2026")).toBeVisible();
    expect(listDates(calls)).toEqual(["2026-05-14", "2026-05-15", "2026-05-20", "2026-05-19"]);
    // The reservation list asked for the same days.
    const listDays = calls
      .filter((call) => call.path.startsWith("/api/restaurants/r-1/reservations?"))
      .map((call) => new URLSearchParams(call.path.split("?")[1]))
      .filter((params) => params.get("to") !== null && params.get("from") === params.get("to"))
      .map((params) => params.get("from"));
    expect(listDays).toEqual(
      expect.arrayContaining(["2026-05-15", "2026-05-20", "2026-05-19", "2026-05-14"]),
    );
  });

  it("given Tisch anbieten, preselects the window's start, marks reserved and held tables belegt, sends the chosen time and table and shows the offer", async () => {
    const roth = waitlistEntryRecord({ customerName: "Familie Roth" });
    // Another party holds table 2 from 19:30 (its 2 guests stay two hours).
    const weber = waitlistEntryRecord({
      customerName: "Paul Weber",
      numberOfGuests: 2,
      status: "offered",
      offer: waitlistOfferRecord({ timeSlot: "19:30", tableIds: ["t-2"], tableNumbers: ["2"] }),
    });
    let stored: WaitlistEntry = roth;
    const calls = ownerApi([busyEvening], {
      [LIST]: () => ({ body: { success: true, data: [stored, weber] } }),
      "GET /api/restaurants/r-1/tables": listRoute(tables),
      [`POST /api/waitlist/${roth._id}/offer`]: (request) => {
        const { timeSlot } = request.body as { timeSlot: string };
        stored = {
          ...roth,
          status: "offered",
          offer: waitlistOfferRecord({
            timeSlot,
            tableIds: ["t-1", "t-2"],
            tableNumbers: ["1", "2"],
            expiresAt: "2026-05-14T10:15:00Z",
            offeredBy: "staff",
          }),
        };
        return {
          status: 201,
          body: {
            success: true,
            message: "Das Angebot ist verschickt. Der Tisch ist 15 Minuten für den Gast reserviert.",
            data: stored,
          },
        };
      },
    });
    const toasts = recordToasts("toast-title");
    await renderApp("/reservations");
    await page.getByRole("button", { name: "Tisch anbieten: Familie Roth" }).click();
    const dialog = page.getByRole("dialog", { name: "Tisch anbieten" });
    await expect.element(dialog.getByLabelText("Uhrzeit")).toHaveValue("18:00");
    await expect
      .element(dialog.getByRole("button", { name: "18:00" }))
      .toHaveAttribute("aria-pressed", "true");
    await expect.element(dialog.getByRole("button", { name: "21:00" })).toBeVisible();
    await expect.element(dialog.getByText("Aufenthalt 120 Minuten")).toBeVisible();
    // 18:00–20:00: table 3 is reserved, table 2 held from 19:30.
    const box = (name: string) => dialog.getByRole("checkbox", { name });
    await expect.element(box("Tisch 3, 4 Plätze")).toHaveAccessibleDescription("belegt");
    await expect.element(box("Tisch 2, 2 Plätze")).toHaveAccessibleDescription("belegt");
    await expect.element(box("Tisch 1, 2 Plätze")).toHaveAccessibleDescription("frei");
    // The reservations of the entry's day and the days beside it (stays across midnight), no more.
    expect(
      calls.filter((call) => call.path.startsWith("/api/reservations/restaurant/")).map((call) => call.path),
    ).toEqual(["/api/reservations/restaurant/r-1?from=2026-05-13&to=2026-05-15"]);
    // At 21:30 (typed, outside the window's buttons) both are free again.
    await dialog.getByLabelText("Uhrzeit").fill("21:30");
    await expect.element(box("Tisch 2, 2 Plätze")).toHaveAccessibleDescription("frei");
    await expect.element(box("Tisch 3, 4 Plätze")).toHaveAccessibleDescription("frei");
    await box("Tisch 1, 2 Plätze").click();
    await expect.element(dialog.getByText("2 von 4 Plätzen gewählt")).toBeVisible();
    await dialog.getByRole("button", { name: "Angebot senden" }).click();
    await expect
      .element(dialog.getByText("Die gewählten Tische haben 2 Plätze, die Gruppe hat 4 Personen."))
      .toBeVisible();
    expect(sent(calls, "POST")).toEqual([]);
    await box("Tisch 2, 2 Plätze").click();
    await expect.element(dialog.getByText("4 von 4 Plätzen gewählt")).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
    await dialog.getByRole("button", { name: "Angebot senden" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(sent(calls, "POST").map((call) => [call.path, call.body])).toEqual([
      [`/api/waitlist/${roth._id}/offer`, { timeSlot: "21:30", tableIds: ["t-1", "t-2"] }],
    ]);
    expect(toasts.texts()).toEqual([
      "Das Angebot ist verschickt. Der Tisch ist 15 Minuten für den Gast reserviert.",
    ]);
    toasts.stop();
    const card = page.getByRole("article", { name: "Familie Roth" });
    await expect.element(card.getByText("Angebot bis 12:15 Uhr · Tische 1, 2")).toBeVisible();
    await expect.element(card.getByText("Angeboten für 21:30 Uhr (von Hand angeboten)")).toBeVisible();
  });

  it("given the tables were taken meanwhile (409), shows the API's German reason in the dialog", async () => {
    const roth = waitlistEntryRecord();
    ownerApi([], {
      [LIST]: listRoute([roth]),
      "GET /api/restaurants/r-1/tables": listRoute(tables),
      [`POST /api/waitlist/${roth._id}/offer`]: slotTaken,
    });
    await renderApp("/reservations");
    await page.getByRole("button", { name: "Tisch anbieten: Familie Roth" }).click();
    const dialog = page.getByRole("dialog", { name: "Tisch anbieten" });
    await dialog.getByRole("button", { name: "19:30" }).click();
    await dialog.getByRole("checkbox", { name: "Tisch 4, 4 Plätze" }).click();
    await expectSlotTakenShown(dialog, "Angebot senden");
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole("region", { name: "Warteliste (1)" })).toBeVisible();
  });

  it("given Entfernen, asks first; cancelled it sends nothing, confirmed it removes the entry and toasts", async () => {
    const roth = waitlistEntryRecord({ customerName: "Familie Roth" });
    let stored: WaitlistEntry = roth;
    const calls = ownerApi([], {
      [LIST]: () => ({ body: { success: true, data: [stored] } }),
      [`DELETE /api/waitlist/${roth._id}`]: () => {
        stored = { ...roth, status: "removed" };
        return {
          body: { success: true, message: "Der Eintrag ist von der Warteliste entfernt.", data: stored },
        };
      },
    });
    const toasts = recordToasts("toast-title");
    await renderApp("/reservations");
    await page.getByRole("button", { name: "Entfernen: Familie Roth" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Eintrag von der Warteliste entfernen?" });
    await expect.element(confirm.getByText(/Familie Roth wird von der Warteliste entfernt/)).toBeVisible();
    await confirm.getByRole("button", { name: "Abbrechen" }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    expect(sent(calls, "DELETE")).toEqual([]);
    await page.getByRole("button", { name: "Entfernen: Familie Roth" }).click();
    await expect.element(confirm).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
    await confirm.getByRole("button", { name: "Entfernen" }).click();
    await expect.element(page.getByText("Niemand auf der Warteliste für diesen Tag.")).toBeVisible();
    expect(sent(calls, "DELETE").map((call) => call.path)).toEqual([`/api/waitlist/${roth._id}`]);
    expect(toasts.texts()).toEqual(["Der Eintrag ist von der Warteliste entfernt."]);
    toasts.stop();
    await page.getByText("Beendete Einträge (1)").click();
    await expect
      .element(page.getByRole("article", { name: "Familie Roth" }).getByText("Entfernt", { exact: true }))
      .toBeVisible();
  });

  it("given the entry had ended meanwhile (409), the removal's refusal is toasted and the list re-read", async () => {
    const roth = waitlistEntryRecord({ customerName: "Familie Roth" });
    let list: WaitlistEntry[] = [roth];
    ownerApi([], {
      [LIST]: () => ({ body: { success: true, data: list } }),
      [`DELETE /api/waitlist/${roth._id}`]: () => {
        list = [{ ...roth, status: "left" }];
        return {
          status: 409,
          body: {
            success: false,
            code: "waitlist_entry_closed",
            message: "Dieser Eintrag auf der Warteliste ist nicht mehr aktiv.",
          },
        };
      },
    });
    const toasts = recordToasts("toast-title");
    await renderApp("/reservations");
    await page.getByRole("button", { name: "Entfernen: Familie Roth" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Entfernen" }).click();
    await expect.element(page.getByText("Beendete Einträge (1)")).toBeVisible();
    expect(toasts.texts()).toEqual(["Dieser Eintrag auf der Warteliste ist nicht mehr aktiv."]);
    toasts.stop();
  });

  it("given the mail's or push's #warteliste, takes the focus", async () => {
    ownerApi([], { [LIST]: listRoute([waitlistEntryRecord()]) });
    await renderApp("/reservations#warteliste");
    await expect.element(page.getByRole("heading", { name: "Warteliste (1)", level: 2 })).toHaveFocus();
  });

  it("given a new entry announced live, shows it without a reload", async () => {
    let list = [waitlistEntryRecord({ customerName: "Familie Roth" })];
    ownerApi([], { [LIST]: () => ({ body: { success: true, data: list } }) });
    await renderApp("/reservations");
    await expect.element(page.getByRole("region", { name: "Warteliste (1)" })).toBeVisible();
    list = [...list, waitlistEntryRecord({ customerName: "Eva Berg" })];
    FakeEventSource.latest().emit({ type: "changed", data: { entity: "waitlist", action: "created" } });
    await expect.element(page.getByRole("region", { name: "Warteliste (2)" })).toBeVisible();
    await expect.element(page.getByRole("article", { name: "Eva Berg" })).toBeVisible();
  });

  it("given the list cannot be read, says so with a retry", async () => {
    let fail = true;
    ownerApi([], {
      [LIST]: () =>
        fail
          ? { status: 403, body: { success: false, message: "Keine Berechtigung." } }
          : { body: { success: true, data: [waitlistEntryRecord()] } },
    });
    await renderApp("/reservations");
    const section = page.getByRole("region", { name: /^Warteliste/ });
    await expect
      .element(section.getByRole("alert"))
      .toHaveTextContent("Die Warteliste konnte nicht geladen werden.");
    await expect.element(section.getByRole("alert")).toHaveTextContent("Keine Berechtigung.");
    fail = false;
    await section.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(page.getByRole("region", { name: "Warteliste (1)" })).toBeVisible();
  });

  it("given a sub-user, lists the waitlist and offers a table (the API lets staff offer)", async () => {
    const roth = waitlistEntryRecord({ customerName: "Familie Roth", numberOfGuests: 2 });
    const calls = ownerApi(
      [],
      {
        [LIST]: listRoute([roth]),
        "GET /api/restaurants/r-1/tables": listRoute(tables),
        [`POST /api/waitlist/${roth._id}/offer`]: () => ({
          status: 201,
          body: {
            success: true,
            message: "Das Angebot ist verschickt. Der Tisch ist 15 Minuten für den Gast reserviert.",
            data: { ...roth, status: "offered", offer: waitlistOfferRecord({ timeSlot: "18:00" }) },
          },
        }),
      },
      subUserAccount,
    );
    await renderApp("/reservations");
    await page.getByRole("button", { name: "Tisch anbieten: Familie Roth" }).click();
    const dialog = page.getByRole("dialog", { name: "Tisch anbieten" });
    await dialog.getByRole("checkbox", { name: "Tisch 1, 2 Plätze" }).click();
    await dialog.getByRole("button", { name: "Angebot senden" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(sent(calls, "POST").map((call) => [call.path, call.body])).toEqual([
      [`/api/waitlist/${roth._id}/offer`, { timeSlot: "18:00", tableIds: ["t-1"] }],
    ]);
  });
});
