import "../../../styles.css";
import { focusManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { type Route, stubApi, stubEventSource } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";
import { claraWaitlistEntryRecord, waitlistOfferRecord } from "../../../test/waitlist-fixtures.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

const token = "t".repeat(43);

// Held until 19:42 in Berlin (summer time).
const offer = waitlistOfferRecord({ _id: "off-1" });

const entry = (overrides: Record<string, unknown> = {}) => ({
  ...claraWaitlistEntryRecord(),
  restaurant: { name: "Trattoria Demo", timeZone: "Europe/Berlin" },
  ...overrides,
});

const ok =
  (data: unknown, status = 200) =>
  () => ({ status, body: { success: true, data } });

function guestApi(routes: Record<string, Route>) {
  stubEventSource();
  return stubApi(routes);
}

const refusal = (code: string, message: string) => () => ({
  status: 409,
  body: { success: false, code, message },
});

describe("the guest's waitlist page", () => {
  it("given a waiting entry in German, shows the state, the day, the window and the party, with no sign-in", async () => {
    const calls = guestApi({ "GET /api/waitlist/wl-1": ok(entry()) });
    await renderApp(`/waitlist/wl-1?token=${token}`);
    await expect.element(page.getByRole("heading", { name: "Ihr Platz auf der Warteliste" })).toBeVisible();
    await expect.element(page.getByText("Wartet", { exact: true })).toBeVisible();
    await expect
      .element(
        page.getByText("Sie stehen auf der Warteliste. Wir schreiben Ihnen, sobald ein Tisch frei wird."),
      )
      .toBeVisible();
    await expect.element(page.getByText("Trattoria Demo")).toBeVisible();
    await expect.element(page.getByText("Donnerstag, 14. Mai 2026")).toBeVisible();
    await expect.element(page.getByText("18:00–21:00 Uhr")).toBeVisible();
    await expect.element(page.getByText("4 Personen")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Tisch buchen" })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([`/api/waitlist/wl-1?token=${token}`]);
    expect(document.documentElement.lang).toBe("de");
    expect(await seriousViolations()).toEqual([]);
  });

  it("given 'Warteliste verlassen', asks first, then leaves and says so", async () => {
    const calls = guestApi({
      "GET /api/waitlist/wl-1": ok(entry()),
      "DELETE /api/waitlist/wl-1": () => ({
        body: {
          success: true,
          message: "Sie haben die Warteliste verlassen.",
          data: entry({ status: "left" }),
        },
      }),
    });
    await renderApp(`/waitlist/wl-1?token=${token}`);
    await page.getByRole("button", { name: "Warteliste verlassen" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Warteliste verlassen?" });
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);
    await page.getByRole("button", { name: "Warteliste verlassen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verlassen", exact: true }).click();
    await expect.element(page.getByText("Verlassen", { exact: true })).toBeVisible();
    await expect.element(page.getByText("Sie haben die Warteliste verlassen.")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Warteliste verlassen" })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      `/api/waitlist/wl-1?token=${token}`,
    ]);
    await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it("given an open offer in German, shows the time and 'Reserviert bis 19:42 Uhr'; 'Tisch buchen' books it in one click", async () => {
    const calls = guestApi({
      "GET /api/waitlist/wl-1": ok(entry({ status: "offered", offer })),
      "POST /api/waitlist/wl-1/accept": () => ({
        status: 201,
        body: {
          success: true,
          message: "Der Tisch ist gebucht.",
          data: { entry: entry({ status: "booked", reservationId: "res-9" }), reservationId: "res-9" },
        },
      }),
    });
    await renderApp(`/waitlist/wl-1?token=${token}`);
    await expect.element(page.getByText("Ein Tisch ist frei geworden")).toBeVisible();
    await expect.element(page.getByText("Reserviert bis 19:42 Uhr")).toBeVisible();
    await expect.element(page.getByText("19:30 Uhr")).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
    // Opening the offer's link only reads (mail scanners open links too): the guest's click books.
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
    await page.getByRole("button", { name: "Tisch buchen" }).click();
    await expect.element(page.getByText("Gebucht", { exact: true }).first()).toBeVisible();
    await expect
      .element(page.getByText(/Den Link zu Ihrer Reservierung finden Sie in der Bestätigung/))
      .toBeVisible();
    await expect.element(page.getByRole("button", { name: "Tisch buchen" })).not.toBeInTheDocument();
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.map((call) => call.path)).toEqual([`/api/waitlist/wl-1/accept?token=${token}`]);
    expect(await seriousViolations()).toEqual([]);
  });

  it("given a restaurant in another time zone, shows the hold's end in the restaurant's time", async () => {
    guestApi({
      "GET /api/waitlist/wl-1": ok(
        entry({ status: "offered", offer, restaurant: { name: "Taverna", timeZone: "Europe/Athens" } }),
      ),
    });
    await renderApp(`/waitlist/wl-1?token=${token}`);
    await expect.element(page.getByText("Reserviert bis 20:42 Uhr")).toBeVisible();
  });

  it("given 'Ablehnen', declines the offer and says the guest stays on the waitlist", async () => {
    guestApi({
      "GET /api/waitlist/wl-1": ok(entry({ status: "offered", offer })),
      "POST /api/waitlist/wl-1/decline": ok(entry()),
    });
    await renderApp(`/waitlist/wl-1?token=${token}`);
    await page.getByRole("button", { name: "Ablehnen" }).click();
    await expect
      .element(page.getByText("Sie haben das Angebot abgelehnt. Sie bleiben auf der Warteliste."))
      .toBeVisible();
    await expect.element(page.getByText("Wartet", { exact: true })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Tisch buchen" })).not.toBeInTheDocument();
  });

  it("given the offer lapsed before the click (409 offer_expired), says so and shows the entry waiting again", async () => {
    let status = "offered";
    const calls = guestApi({
      "GET /api/waitlist/wl-1": () => ok(entry(status === "offered" ? { status, offer } : {}))(),
      "POST /api/waitlist/wl-1/accept": () => {
        status = "waiting";
        return refusal("offer_expired", "Dieses Angebot ist abgelaufen.")();
      },
    });
    await renderApp(`/waitlist/wl-1?token=${token}`);
    await page.getByRole("button", { name: "Tisch buchen" }).click();
    await expect
      .element(
        page.getByText(
          "Dieses Angebot ist abgelaufen. Sie stehen weiter auf der Warteliste, wenn Ihr Zeitfenster noch nicht vorbei ist.",
        ),
      )
      .toBeVisible();
    await expect.element(page.getByText("Wartet", { exact: true })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Tisch buchen" })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "GET")).toHaveLength(2);
  });

  it("given an English entry whose offer is open, speaks English throughout and books in one click", async () => {
    guestApi({
      "GET /api/waitlist/wl-1": ok(entry({ status: "offered", offer, language: "en" })),
      "POST /api/waitlist/wl-1/accept": () => ({
        status: 201,
        body: {
          success: true,
          message: "Der Tisch ist gebucht.",
          data: {
            entry: entry({ status: "booked", language: "en", reservationId: "res-9" }),
            reservationId: "res-9",
          },
        },
      }),
    });
    await renderApp(`/waitlist/wl-1?token=${token}`);
    await expect.element(page.getByRole("heading", { name: "Your place on the waitlist" })).toBeVisible();
    await expect.element(page.getByText("A table has become free")).toBeVisible();
    await expect.element(page.getByText("Held for you until 19:42")).toBeVisible();
    await expect.element(page.getByText("Thursday, 14 May 2026")).toBeVisible();
    await expect.element(page.getByText("18:00–21:00", { exact: true })).toBeVisible();
    await expect.element(page.getByText("4 people")).toBeVisible();
    expect(document.documentElement.lang).toBe("en");
    expect(await seriousViolations()).toEqual([]);
    await page.getByRole("button", { name: "Book the table" }).click();
    await expect.element(page.getByText("Booked", { exact: true }).first()).toBeVisible();
    await expect
      .element(page.getByText(/The link to your reservation is in the confirmation we have sent you/))
      .toBeVisible();
    await expect.element(page.getByText("Der Tisch ist gebucht.")).not.toBeInTheDocument();
  });

  it("given an English entry that closed meanwhile (409 waitlist_entry_closed), says so in English, not the API's German", async () => {
    let status = "offered";
    guestApi({
      "GET /api/waitlist/wl-1": () =>
        ok(entry(status === "offered" ? { status, offer, language: "en" } : { status, language: "en" }))(),
      "POST /api/waitlist/wl-1/decline": () => {
        status = "expired";
        return refusal("waitlist_entry_closed", "Dieser Eintrag auf der Warteliste ist nicht mehr aktiv.")();
      },
    });
    await renderApp(`/waitlist/wl-1?token=${token}`);
    await page.getByRole("button", { name: "Decline" }).click();
    await expect.element(page.getByText("This waitlist entry is no longer active.")).toBeVisible();
    await expect
      .element(page.getByText("Your time window has passed. The waitlist entry has expired."))
      .toBeVisible();
    await expect.element(page.getByText("Expired", { exact: true })).toBeVisible();
    await expect
      .element(page.getByText("Dieser Eintrag auf der Warteliste ist nicht mehr aktiv."))
      .not.toBeInTheDocument();
    await expect.element(page.getByRole("button", { name: "Leave the waitlist" })).not.toBeInTheDocument();
  });

  it("given an English waiting entry, leaves after the English confirmation", async () => {
    guestApi({
      "GET /api/waitlist/wl-1": ok(entry({ language: "en" })),
      "DELETE /api/waitlist/wl-1": ok(entry({ status: "left", language: "en" })),
    });
    await renderApp(`/waitlist/wl-1?token=${token}`);
    await expect
      .element(
        page.getByText("You are on the waitlist. We will write to you as soon as a table becomes free."),
      )
      .toBeVisible();
    await page.getByRole("button", { name: "Leave the waitlist" }).click();
    await page
      .getByRole("alertdialog", { name: "Leave the waitlist?" })
      .getByRole("button", { name: "Leave", exact: true })
      .click();
    await expect.element(page.getByText("You have left the waitlist.")).toBeVisible();
    await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it.each([
    ["booked", "de", "Gebucht", /Den Link zu Ihrer Reservierung finden Sie/],
    ["left", "de", "Verlassen", /Sie haben die Warteliste verlassen/],
    ["removed", "de", "Entfernt", /Das Restaurant hat Ihren Eintrag von der Warteliste genommen/],
    ["expired", "de", "Abgelaufen", /Ihr Zeitfenster ist vorbei/],
    ["removed", "en", "Removed", /The restaurant has taken your entry off the waitlist/],
  ])(
    "given an entry that is %s (%s), shows '%s' with a clear sentence and no actions",
    async (status, language, word, sentence) => {
      guestApi({
        "GET /api/waitlist/wl-1": ok(
          entry({ status, language, reservationId: status === "booked" ? "res-9" : null }),
        ),
      });
      await renderApp(`/waitlist/wl-1?token=${token}`);
      await expect.element(page.getByText(word, { exact: true }).first()).toBeVisible();
      await expect.element(page.getByText(sentence)).toBeVisible();
      await expect.element(page.getByRole("button")).not.toBeInTheDocument();
      expect(await seriousViolations()).toEqual([]);
    },
  );

  it("given a wrong or expired token, says the link is not valid", async () => {
    guestApi({
      "GET /api/waitlist/wl-1": () => ({
        status: 404,
        body: { success: false, message: "Dieser Eintrag wurde nicht gefunden." },
      }),
    });
    await renderApp(`/waitlist/wl-1?token=${token}`);
    await expect.element(page.getByText("Eintrag nicht gefunden")).toBeVisible();
    await expect.element(page.getByText(/Der Link ist ungültig oder abgelaufen/)).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it("given no token at all, says the link is not valid and asks the API nothing", async () => {
    const calls = guestApi({ "GET /api/waitlist/wl-1": ok(entry()) });
    await renderApp("/waitlist/wl-1");
    await expect.element(page.getByText("Eintrag nicht gefunden")).toBeVisible();
    expect(calls).toEqual([]);
  });

  it("given a server failure, offers to load again and then shows the entry", async () => {
    let fail = true;
    guestApi({
      "GET /api/waitlist/wl-1": () =>
        fail ? { status: 500, body: { success: false, message: "Serverfehler" } } : ok(entry())(),
    });
    await renderApp(`/waitlist/wl-1?token=${token}`);
    await expect.element(page.getByText("Ihr Eintrag konnte gerade nicht geladen werden.")).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(page.getByText("Wartet", { exact: true })).toBeVisible();
  });

  it("given a table is offered while the page is open, shows the offer when the tab is focused again", async () => {
    let status = "waiting";
    guestApi({
      "GET /api/waitlist/wl-1": () => ok(entry(status === "offered" ? { status, offer } : {}))(),
    });
    await renderApp(`/waitlist/wl-1?token=${token}`);
    await expect.element(page.getByText("Wartet", { exact: true })).toBeVisible();
    status = "offered";
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await expect.element(page.getByRole("button", { name: "Tisch buchen" })).toBeVisible();
  });
});
