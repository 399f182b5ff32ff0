import "../../../styles.css";
import { focusManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { claraEnquiryRecord } from "../../../test/enquiry-fixtures.ts";
import { type Route, stubApi, stubEventSource } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

const token = "t".repeat(43);

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  ...claraEnquiryRecord(),
  restaurant: { name: "Trattoria Demo", address: "Hauptstraße 1", phone: "030 1234", email: "t@demo.de" },
  ...overrides,
});

function guestApi(answer: Route) {
  stubEventSource();
  return stubApi({ "GET /api/enquiries/enq-1": answer });
}

const ok = (data: unknown) => () => ({ body: { success: true, data } });

describe("the guest's enquiry page", () => {
  it("given an open enquiry, shows 'Offen', that the restaurant answers, and what was asked, with no sign-in", async () => {
    const calls = guestApi(ok(enquiry()));
    await renderApp(`/enquiry/enq-1?token=${token}`);
    await expect.element(page.getByRole("heading", { name: "Ihre Gruppenanfrage" })).toBeVisible();
    await expect.element(page.getByText("Offen", { exact: true })).toBeVisible();
    await expect
      .element(page.getByText("Das Restaurant prüft Ihre Anfrage und meldet sich bei Ihnen."))
      .toBeVisible();
    await expect.element(page.getByText("Trattoria Demo")).toBeVisible();
    await expect.element(page.getByText("18 Personen")).toBeVisible();
    await expect.element(page.getByText("19:00")).toBeVisible();
    await expect.element(page.getByText("Geburtstag, ein Kinderstuhl")).toBeVisible();
    expect(calls.map((call) => call.path)).toEqual([`/api/enquiries/enq-1?token=${token}`]);
    expect(await seriousViolations()).toEqual([]);
  });

  it("given an accepted enquiry, says the reservation is confirmed and that its link is in the confirmation mail", async () => {
    guestApi(
      ok(enquiry({ status: "accepted", reservationId: "res-9", answeredAt: "2026-05-14T09:30:00.000Z" })),
    );
    await renderApp(`/enquiry/enq-1?token=${token}`);
    await expect.element(page.getByText("Angenommen", { exact: true })).toBeVisible();
    await expect
      .element(page.getByText("Das Restaurant hat Ihre Anfrage angenommen. Ihre Reservierung ist bestätigt."))
      .toBeVisible();
    await expect
      .element(page.getByText(/Den Link zu Ihrer Reservierung finden Sie in der Bestätigung/))
      .toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it("given a declined enquiry, shows 'Abgelehnt' with the restaurant's message", async () => {
    guestApi(
      ok(
        enquiry({
          status: "declined",
          answerMessage: "An diesem Abend haben wir eine geschlossene Gesellschaft.",
        }),
      ),
    );
    await renderApp(`/enquiry/enq-1?token=${token}`);
    await expect.element(page.getByText("Abgelehnt", { exact: true })).toBeVisible();
    await expect
      .element(page.getByText("Das Restaurant kann Ihre Anfrage leider nicht annehmen."))
      .toBeVisible();
    await expect
      .element(page.getByText("An diesem Abend haben wir eine geschlossene Gesellschaft."))
      .toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it("given an English enquiry, speaks English throughout and sets the page's language", async () => {
    guestApi(ok(enquiry({ language: "en" })));
    await renderApp(`/enquiry/enq-1?token=${token}`);
    await expect.element(page.getByRole("heading", { name: "Your group enquiry" })).toBeVisible();
    await expect.element(page.getByText("Open", { exact: true })).toBeVisible();
    await expect
      .element(page.getByText("The restaurant is checking your enquiry and will get back to you."))
      .toBeVisible();
    await expect.element(page.getByText("18 people")).toBeVisible();
    await expect.element(page.getByText("Friday, 12 June 2026")).toBeVisible();
    await expect.element(page.getByText("Preferred time")).toBeVisible();
    expect(document.documentElement.lang).toBe("en");
    expect(await seriousViolations()).toEqual([]);
  });

  it("given an accepted English enquiry, says so in English with the hint to the confirmation mail", async () => {
    guestApi(ok(enquiry({ language: "en", status: "accepted", reservationId: "res-9" })));
    await renderApp(`/enquiry/enq-1?token=${token}`);
    await expect.element(page.getByText("Accepted", { exact: true })).toBeVisible();
    await expect
      .element(page.getByText("The restaurant has accepted your enquiry. Your reservation is confirmed."))
      .toBeVisible();
    await expect.element(page.getByText(/The link to your reservation is in the confirmation/)).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it("given a declined English enquiry, shows 'Declined' with the restaurant's own message", async () => {
    guestApi(
      ok(
        enquiry({
          language: "en",
          status: "declined",
          answerMessage: "Sorry, we are closed for a private party.",
        }),
      ),
    );
    await renderApp(`/enquiry/enq-1?token=${token}`);
    await expect.element(page.getByText("Declined", { exact: true })).toBeVisible();
    await expect
      .element(page.getByText("Unfortunately the restaurant cannot accept your enquiry."))
      .toBeVisible();
    await expect.element(page.getByText("Message from the restaurant:")).toBeVisible();
    await expect.element(page.getByText("Sorry, we are closed for a private party.")).toBeVisible();
  });

  it("given a German enquiry, keeps the page German", async () => {
    guestApi(ok(enquiry({ language: "de" })));
    await renderApp(`/enquiry/enq-1?token=${token}`);
    await expect.element(page.getByText("Freitag, 12. Juni 2026")).toBeVisible();
    expect(document.documentElement.lang).toBe("de");
  });

  it("given a wrong or expired token, says in German that the link is not valid", async () => {
    guestApi(() => ({
      status: 404,
      body: { success: false, message: "Diese Anfrage wurde nicht gefunden." },
    }));
    await renderApp(`/enquiry/enq-1?token=${token}`);
    await expect.element(page.getByText("Anfrage nicht gefunden")).toBeVisible();
    await expect.element(page.getByText(/Der Link ist ungültig oder abgelaufen/)).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it("given no token at all, says the link is not valid and asks the API nothing", async () => {
    const calls = guestApi(ok(enquiry()));
    await renderApp("/enquiry/enq-1");
    await expect.element(page.getByText("Anfrage nicht gefunden")).toBeVisible();
    expect(calls).toEqual([]);
  });

  it("given a server failure, offers to load again and then shows the enquiry", async () => {
    let fail = true;
    guestApi(() =>
      fail ? { status: 500, body: { success: false, message: "Serverfehler" } } : ok(enquiry())(),
    );
    await renderApp(`/enquiry/enq-1?token=${token}`);
    await expect.element(page.getByText("Ihre Anfrage konnte gerade nicht geladen werden.")).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(page.getByText("Offen", { exact: true })).toBeVisible();
  });

  it("given the restaurant answers while the page is open, shows the new state when the tab is focused again", async () => {
    let status = "open";
    const calls = guestApi(() =>
      ok(enquiry({ status, reservationId: status === "accepted" ? "res-9" : null }))(),
    );
    await renderApp(`/enquiry/enq-1?token=${token}`);
    await expect.element(page.getByText("Offen", { exact: true })).toBeVisible();
    status = "accepted";
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await expect.element(page.getByText("Angenommen", { exact: true })).toBeVisible();
    expect(calls).toHaveLength(2);
  });
});
