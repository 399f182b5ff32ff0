import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { FakeEventSource, type FakeRequest } from "../../../test/fake-api.ts";
import { subUserAccount } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = { details: false, hours: false, tables: false, widget: false, testBooking: false };

/** An owner whose checklist answers `steps` (a fresh object per call) and records every PUT. */
function onboardingApi(initial: Partial<typeof open> = {}, dismissed = false) {
  let state = { steps: { ...open, ...initial }, dismissed };
  const calls = ownerApi([], {
    "GET /api/onboarding/r-1": () => ({ body: { success: true, data: state } }),
    "PUT /api/onboarding/r-1": (request: FakeRequest) => {
      const body = request.body as { dismissed?: boolean; widgetCopied?: true };
      state = {
        steps: { ...state.steps, ...(body.widgetCopied ? { widget: true } : {}) },
        dismissed: body.dismissed ?? state.dismissed,
      };
      return { body: { success: true, data: state } };
    },
  });
  return {
    calls,
    puts: () => calls.filter((call) => call.method === "PUT").map((call) => call.body),
    set: (steps: Partial<typeof open>) => {
      state = { ...state, steps: { ...state.steps, ...steps } };
    },
  };
}

const checklist = () => page.getByRole("region", { name: "Erste Schritte" });
const step = (title: string) => checklist().getByRole("listitem").filter({ hasText: title });

describe("onboarding checklist on the home page", () => {
  it("given two of five steps done, shows the progress, the ticks in order and the way to each step", async () => {
    onboardingApi({ hours: true, tables: true });
    await renderApp("/");
    await expect.element(checklist().getByText("2 von 5 erledigt")).toBeVisible();
    const headings = checklist().getByRole("heading", { level: 3 });
    await expect.element(headings.first()).toBeVisible();
    expect(headings.elements().map((heading) => heading.textContent)).toEqual([
      "Offen: Restaurantdaten und Banner-Bild",
      "Erledigt: Öffnungszeiten",
      "Erledigt: Tische anlegen",
      "Offen: Buchungs-Widget einbinden",
      "Offen: Testbuchung",
    ]);
    await expect
      .element(checklist().getByRole("link", { name: "Restaurantdaten bearbeiten" }))
      .toHaveAttribute("href", "/app/settings#restaurant-informationen");
    await expect
      .element(checklist().getByRole("link", { name: "Öffnungszeiten festlegen" }))
      .toHaveAttribute("href", "/app/settings#oeffnungszeiten");
    await expect
      .element(checklist().getByRole("link", { name: "Tische anlegen" }))
      .toHaveAttribute("href", "/app/tables");
    const demo = checklist().getByRole("link", { name: /Widget-Demo öffnen/ });
    await expect.element(demo).toHaveAttribute("href", "/widget/?restaurant=r-1");
    await expect.element(demo).toHaveAttribute("target", "_blank");
    await expect.element(step("Testbuchung").getByText(/können sie danach .* stornieren/i)).toBeVisible();
  });

  it("given the details step, names the image the settings offer (a banner, not a logo) and leads to its upload", async () => {
    onboardingApi();
    const { history } = await renderApp("/");
    await expect
      .element(
        step("Restaurantdaten").getByRole("heading", { name: "Offen: Restaurantdaten und Banner-Bild" }),
      )
      .toBeVisible();
    expect(checklist().element().textContent).not.toContain("Logo");
    await checklist().getByRole("link", { name: "Restaurantdaten bearbeiten" }).click();
    await expect.poll(() => history.location.hash).toBe("#restaurant-informationen");
    await expect
      .poll(() => document.getElementById("restaurant-informationen")?.textContent ?? "")
      .toContain("Banner-Bild");
    expect(document.getElementById("restaurant-informationen")?.textContent).not.toContain("Logo");
  });

  it("given the tables link, opens the tables screen", async () => {
    onboardingApi();
    const { history } = await renderApp("/");
    await checklist().getByRole("link", { name: "Tische anlegen" }).click();
    await expect.poll(() => history.location.pathname).toBe("/app/tables");
  });

  it("given the opening-hours link, opens the settings at the opening hours card", async () => {
    onboardingApi();
    const { history } = await renderApp("/");
    await checklist().getByRole("link", { name: "Öffnungszeiten festlegen" }).click();
    await expect.poll(() => history.location.pathname).toBe("/app/settings");
    expect(history.location.hash).toBe("#oeffnungszeiten");
    await expect.element(page.getByRole("button", { name: "Öffnungszeiten", exact: true })).toBeVisible();
    expect(document.getElementById("oeffnungszeiten")?.textContent).toContain("Öffnungszeiten");
  });

  it("given the copy button, copies the snippet, confirms it and ticks the widget step on the server", async () => {
    const writes: string[] = [];
    vi.spyOn(navigator.clipboard, "writeText").mockImplementation(async (text) => {
      writes.push(text);
    });
    const api = onboardingApi();
    await renderApp("/");
    const toggle = checklist().getByRole("button", { name: "Code anzeigen" });
    await toggle.click();
    await expect.element(toggle).toHaveAttribute("aria-expanded", "true");
    const code = checklist().getByLabelText("Ihr Code");
    // With the restaurant's slug, a link to its booking page for visitors without JavaScript.
    const snippet =
      `<script src="${location.origin}/widget.js" data-restaurant="r-1" async></script>` +
      `<noscript><a href="${location.origin}/r/trattoriademo">Tisch reservieren</a></noscript>`;
    await expect.element(code).toHaveValue(snippet);
    await checklist().getByRole("button", { name: "Code kopieren" }).click();
    await expect
      .element(checklist().getByRole("status").filter({ hasText: "Der Code ist kopiert" }))
      .toBeVisible();
    expect(writes).toEqual([snippet]);
    await expect.poll(() => api.puts()).toEqual([{ widgetCopied: true }]);
    await expect.element(checklist().getByText("1 von 5 erledigt")).toBeVisible();
    await expect
      .element(checklist().getByRole("heading", { name: "Erledigt: Buchungs-Widget einbinden" }))
      .toBeVisible();
  });

  it("given the clipboard refuses, selects the code, says how to copy it and sends nothing until it is copied", async () => {
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("denied", "NotAllowedError"),
    );
    const api = onboardingApi();
    await renderApp("/");
    await checklist().getByRole("button", { name: "Code anzeigen" }).click();
    await checklist().getByRole("button", { name: "Code kopieren" }).click();
    await expect.element(checklist().getByText(/Der Code ist markiert: Drücken Sie Strg\+C/)).toBeVisible();
    const code = checklist().getByLabelText("Ihr Code").element() as HTMLTextAreaElement;
    expect(document.activeElement).toBe(code);
    expect(code.selectionEnd - code.selectionStart).toBe(code.value.length);
    expect(api.puts()).toEqual([]);
    code.dispatchEvent(new ClipboardEvent("copy", { bubbles: true }));
    await expect.poll(() => api.puts()).toEqual([{ widgetCopied: true }]);
  });

  it("given 'Ausblenden', saves the dismissal, removes the card and moves the focus to the page heading", async () => {
    const api = onboardingApi({ details: true });
    await renderApp("/");
    await checklist().getByRole("button", { name: "Ausblenden" }).click();
    await expect.element(checklist()).not.toBeInTheDocument();
    expect(api.puts()).toEqual([{ dismissed: true }]);
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toHaveFocus();
  });

  it("given the dismissal fails, keeps the card and says so", async () => {
    ownerApi([], {
      "GET /api/onboarding/r-1": () => ({ body: { success: true, data: { steps: open, dismissed: false } } }),
      "PUT /api/onboarding/r-1": () => ({ status: 500, body: { success: false, message: "kaputt" } }),
    });
    await renderApp("/");
    await checklist().getByRole("button", { name: "Ausblenden" }).click();
    await expect
      .element(page.getByText("Das konnte nicht gespeichert werden. Bitte versuchen Sie es erneut."))
      .toBeVisible();
    await expect.element(checklist().getByRole("button", { name: "Ausblenden" })).toBeVisible();
  });

  it("given a dismissed checklist, shows nothing", async () => {
    onboardingApi({ details: true }, true);
    await renderApp("/");
    await expect.element(page.getByText("Bereit für neue Buchungen")).toBeVisible();
    await expect.element(checklist()).not.toBeInTheDocument();
  });

  it("given a sub-user, neither asks for the checklist nor shows it", async () => {
    const calls = ownerApi([], {}, subUserAccount);
    await renderApp("/");
    await expect.element(page.getByText("Bereit für neue Buchungen")).toBeVisible();
    await expect.element(checklist()).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith("/api/onboarding"))).toBe(false);
  });

  it("given every step done, shows the completion note whose 'Schließen' dismisses it", async () => {
    const api = onboardingApi({ details: true, hours: true, tables: true, widget: true, testBooking: true });
    await renderApp("/");
    await expect.element(checklist().getByText("Geschafft! Ihr Restaurant ist startklar.")).toBeVisible();
    await expect.element(checklist().getByRole("list")).not.toBeInTheDocument();
    await checklist().getByRole("button", { name: "Schließen" }).click();
    await expect.element(checklist()).not.toBeInTheDocument();
    expect(api.puts()).toEqual([{ dismissed: true }]);
  });

  it("given the checklist does not load, shows the error and 'Erneut versuchen' loads it", async () => {
    let fail = true;
    ownerApi([], {
      "GET /api/onboarding/r-1": () =>
        fail
          ? { status: 500, body: { success: false, message: "kaputt" } }
          : { body: { success: true, data: { steps: open, dismissed: false } } },
    });
    await renderApp("/");
    await expect
      .element(checklist().getByText("Die ersten Schritte konnten nicht geladen werden."))
      .toBeVisible();
    fail = false;
    await checklist().getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(checklist().getByText("0 von 5 erledigt")).toBeVisible();
  });

  it("given a live event about the tables, re-reads the checklist and ticks the step", async () => {
    const api = onboardingApi();
    await renderApp("/");
    await expect.element(checklist().getByText("0 von 5 erledigt")).toBeVisible();
    api.set({ tables: true });
    FakeEventSource.latest().emit({ type: "changed", data: { entity: "tables" } });
    await expect.element(checklist().getByText("1 von 5 erledigt")).toBeVisible();
    await expect
      .element(checklist().getByRole("heading", { name: "Erledigt: Tische anlegen" }))
      .toBeVisible();
  });

  it("given a new reservation on the stream, ticks the test booking", async () => {
    const api = onboardingApi();
    await renderApp("/");
    await expect.element(checklist().getByText("0 von 5 erledigt")).toBeVisible();
    api.set({ testBooking: true });
    FakeEventSource.latest().emit({ type: "changed", data: { entity: "reservations" } });
    await expect.element(checklist().getByRole("heading", { name: "Erledigt: Testbuchung" })).toBeVisible();
  });
});
