import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import type { FakeRequest, FakeResponse, Route } from "../../../test/fake-api.ts";
import { config } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const version = "2026-05-14T09:00:00.000Z";
const stored = { ...config, updatedAt: version };
const restaurant = {
  _id: "r-1",
  name: "Trattoria Demo",
  ownerId: "u-owner",
  email: "info@trattoria.example",
  cuisine: "Italienisch",
  bannerUrl: null,
};

/**
 * The owner's settings answers; `put` decides each configuration save. The server keeps the configuration
 * an answer says it holds (the saved one, or on a 409 the one saved elsewhere), so the settings' re-read
 * every 2 s (no live event stream here) answers it instead of undoing the save on a slow machine.
 */
function settingsApi(put: Route) {
  let current: unknown = stored;
  return ownerApi([], {
    "GET /api/restaurantconfigs/user/u-owner": () => ({ body: { success: true, data: current } }),
    "GET /api/restaurants/r-1": () => ({ body: { success: true, data: restaurant } }),
    "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: [] } }),
    "PUT /api/restaurants/r-1/config": (request) => {
      const keep = (answer: FakeResponse) => {
        const body = answer.body as { data?: unknown; config?: unknown } | undefined;
        current = body?.data ?? body?.config ?? current;
        return answer;
      };
      const answer = put(request);
      if (answer === "network-error") return answer;
      return answer instanceof Promise ? answer.then(keep) : keep(answer);
    },
  });
}

const saved = (request: FakeRequest, updatedAt = "2026-05-14T09:05:00.000Z") => ({
  body: { success: true, data: { ...(request.body as object), updatedAt } },
});

function puts(calls: FakeRequest[]) {
  return calls.filter((call) => call.method === "PUT" && call.path === "/api/restaurants/r-1/config");
}

describe("settings page", () => {
  it("given an owner, shows every card open in the intended order, 'Verwalter' and the sub-user card", async () => {
    settingsApi((request) => saved(request));
    await renderApp("/settings");
    await expect.element(page.getByRole("heading", { name: "Einstellungen", level: 1 })).toBeVisible();
    const titles = [
      "Restaurant-Informationen",
      "Öffnungszeiten",
      "Feiertage & Spezielle Zeiten",
      "Weitere Einstellungen",
      "Reservierungen",
      "Kapazität",
      "Benachrichtigungen",
      "Account-Verwaltung",
      "Unterbenutzer",
      "Website-Code & Link",
      "Datenschutz",
    ];
    for (const title of titles) {
      await expect
        .element(page.getByRole("button", { name: title, exact: true }))
        .toHaveAttribute("aria-expanded", "true");
    }
    const order = [...document.querySelectorAll('[data-slot="collapsible-card"] h2')].map(
      (h) => h.textContent,
    );
    expect(order).toEqual(titles);
    await expect.element(page.getByText("Verwalter", { exact: true })).toBeVisible();
    await expect.element(page.getByRole("textbox", { name: /^Name/ })).toHaveValue("Trattoria Demo");
  });

  it("given a changed opening time, saves the whole configuration once after 1 s and shows the indicator", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = settingsApi(async (request) => {
      await answered;
      return saved(request);
    });
    await renderApp("/settings");
    const closes = page.getByRole("group", { name: "Dienstag" }).getByLabelText("Schließt");
    await expect.element(closes).toBeVisible();
    const inputs: number[] = [];
    closes.element().addEventListener("input", () => inputs.push(performance.now()));
    await closes.fill("23:30");
    await expect.element(page.getByText("Speichert...")).toBeVisible();
    release();
    await expect.element(page.getByText("Gespeichert")).toBeVisible();
    const sent = puts(calls);
    expect(sent).toHaveLength(1);
    // Sent 1 s after the last change (a timer never fires early; the margin is the clock's grain).
    expect((sent[0]?.at ?? 0) - (inputs.at(-1) ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(995);
    expect(sent[0]?.body).toMatchObject({
      expectedUpdatedAt: version,
      reservationDuration: 120,
      openingHours: {
        monday: { isOpen: false },
        tuesday: { isOpen: true, openTime: "11:00", closeTime: "23:30" },
        sunday: { isOpen: true },
      },
    });
  });

  it("given 'Alle öffnen', saves at once with the closed Monday opened 09:00 to 22:00", async () => {
    const calls = settingsApi((request) => saved(request));
    await renderApp("/settings");
    await page.getByRole("button", { name: "Alle öffnen" }).click();
    await expect.poll(() => puts(calls).length).toBe(1);
    expect(puts(calls)[0]?.body).toMatchObject({
      openingHours: {
        monday: { isOpen: true, openTime: "09:00", closeTime: "22:00" },
        tuesday: { isOpen: true, openTime: "11:00", closeTime: "22:00" },
      },
    });
  });

  it("given the stay of 5–8 guests set to 165 minutes in Reservierungen, saves the whole list; an invalid one is not sent", async () => {
    const calls = settingsApi((request) => saved(request));
    await renderApp("/settings");
    await expect
      .element(page.getByRole("spinbutton", { name: "Zeile 3: bis wie viele Gäste" }))
      .toHaveValue(8);
    await page.getByRole("spinbutton", { name: "Zeile 2: bis wie viele Gäste" }).fill("1");
    await expect.element(page.getByText("Jede Zeile braucht mehr Gäste als die Zeile davor.")).toBeVisible();
    await page.getByRole("spinbutton", { name: "Zeile 2: bis wie viele Gäste" }).fill("4");
    await page.getByRole("spinbutton", { name: "Zeile 3: Minuten" }).fill("165");
    // The list as it stands last is saved whole; whether the valid list between the two edits is saved
    // first depends on how fast the edits come, so only the last save is asserted.
    await expect
      .poll(() => puts(calls).at(-1)?.body, { timeout: 5000 })
      .toMatchObject({
        stayDurations: [
          { maxGuests: 2, minutes: 90 },
          { maxGuests: 4, minutes: 120 },
          { maxGuests: 8, minutes: 165 },
          { minutes: 180 },
        ],
      });
    // The invalid list (row 2 up to 1 guest after row 1 up to 2) never left the page.
    const sentRows = puts(calls).flatMap(
      (call) => (call.body as { stayDurations?: Array<{ maxGuests?: number }> }).stayDurations ?? [],
    );
    expect(sentRows.some((row) => row.maxGuests === 1)).toBe(false);
  });

  it("given 'Push-Benachrichtigungen einrichten', opens the push panel", async () => {
    settingsApi((request) => saved(request));
    const { history } = await renderApp("/settings");
    const link = page.getByRole("link", { name: "Push-Benachrichtigungen einrichten" });
    await expect.element(link).toHaveAttribute("href", "/app/push-notifications");
    await link.click();
    await expect
      .element(page.getByRole("heading", { name: "Push-Benachrichtigungen", level: 1 }))
      .toBeVisible();
    expect(history.location.pathname).toBe("/app/push-notifications");
  });

  it("given 'Code kopieren' in the Website-Integration, ticks the checklist's widget step", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const calls = settingsApi((request) => saved(request));
    try {
      await renderApp("/settings");
      await page.getByRole("button", { name: "Code kopieren" }).click();
      await expect
        .poll(() => calls.filter((call) => call.method === "PUT" && call.path === "/api/onboarding/r-1"))
        .toHaveLength(1);
      expect(calls.find((call) => call.path === "/api/onboarding/r-1")?.body).toEqual({ widgetCopied: true });
    } finally {
      writeText.mockRestore();
    }
  });

  it("given the auto-confirm toggle, saves at once", async () => {
    const calls = settingsApi((request) => saved(request));
    await renderApp("/settings");
    await page.getByRole("switch", { name: "Reservierungen automatisch bestätigen" }).click();
    await expect.poll(() => puts(calls).length).toBe(1);
    expect(puts(calls)[0]?.body).toMatchObject({ autoConfirmReservations: true });
  });

  it("given the guests' reminder switched off and the morning chosen, saves each at once with 'Gespeichert'", async () => {
    const calls = settingsApi((request) => saved(request));
    await renderApp("/settings");
    await page.getByRole("switch", { name: "Erinnerung an Gäste" }).click();
    await expect.poll(() => puts(calls).length).toBe(1);
    expect(puts(calls)[0]?.body).toMatchObject({ reminderEnabled: false, reminderTiming: "24h" });
    await expect.element(page.getByText("Gespeichert")).toBeVisible();
    await page.getByRole("switch", { name: "Erinnerung an Gäste" }).click();
    await expect.poll(() => puts(calls).length).toBe(2);
    await page.getByRole("combobox", { name: "Zeitpunkt der Erinnerung" }).click();
    await page.getByRole("option", { name: "Am Morgen des Tages (09:00 Uhr)" }).click();
    await expect.poll(() => puts(calls).length).toBe(3);
    expect(puts(calls)[2]?.body).toMatchObject({ reminderEnabled: true, reminderTiming: "morning" });
  });

  it("given a failed save, shows 'Fehler beim Speichern', keeps the input and retries until it is saved", async () => {
    let attempts = 0;
    const calls = settingsApi((request) => {
      attempts += 1;
      return attempts === 1 ? "network-error" : saved(request);
    });
    await renderApp("/settings");
    await page.getByRole("switch", { name: "E-Mail-Benachrichtigungen" }).click();
    await expect.element(page.getByText("Fehler beim Speichern")).toBeVisible();
    await expect.element(page.getByRole("switch", { name: "E-Mail-Benachrichtigungen" })).not.toBeChecked();
    await expect.poll(() => puts(calls).length).toBe(2);
    expect(puts(calls)[1]?.body).toMatchObject({ emailNotificationsEnabled: false });
    await expect.element(page.getByText("Gespeichert")).toBeVisible();
  });

  it("given another tab saved first (409), shows the server's notice and the current configuration", async () => {
    settingsApi(() => ({
      status: 409,
      body: {
        success: false,
        message: "Die Einstellungen wurden inzwischen an anderer Stelle geändert.",
        config: { ...stored, stayDurations: [{ minutes: 180 }], updatedAt: "2026-05-14T09:10:00.000Z" },
      },
    }));
    await renderApp("/settings");
    await page.getByRole("switch", { name: "Reservierungen automatisch bestätigen" }).click();
    await expect
      .element(page.getByText("Die Einstellungen wurden inzwischen an anderer Stelle geändert.").first())
      .toBeVisible();
    await expect
      .element(page.getByRole("switch", { name: "Reservierungen automatisch bestätigen" }))
      .not.toBeChecked();
    await expect.element(page.getByRole("spinbutton", { name: "Mehr Gäste: Minuten" })).toHaveValue(180);
    expect(page.getByRole("spinbutton", { name: /bis wie viele Gäste/ }).elements()).toHaveLength(0);
  });

  it("given an open day without a close time, says so and saves nothing", async () => {
    const calls = settingsApi((request) => saved(request));
    await renderApp("/settings");
    await page.getByRole("group", { name: "Dienstag" }).getByLabelText("Schließt").clear();
    await expect
      .element(page.getByText("Dienstag: Bitte geben Sie für geöffnete Tage Öffnungs- und Schließzeit an."))
      .toBeVisible();
    expect(puts(calls)).toHaveLength(0);
  });

  it("given no configuration, offers 'Restaurant jetzt erstellen'", async () => {
    ownerApi([], {
      "GET /api/restaurantconfigs/user/u-owner": () => ({
        status: 404,
        body: { success: false, message: "Restaurant nicht gefunden." },
      }),
      "GET /api/restaurants/r-1": () => ({ body: { success: true, data: restaurant } }),
    });
    await renderApp("/settings");
    await expect.element(page.getByText("Keine Restaurant-Konfiguration gefunden")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Restaurant jetzt erstellen" })).toBeVisible();
  });

  it("given restaurant data missing, offers 'Restaurant manuell erstellen' and creates it", async () => {
    const calls = ownerApi([], {
      "GET /api/restaurantconfigs/user/u-owner": () => ({ body: { success: true, data: stored } }),
      "GET /api/restaurants/r-1": () => ({
        status: 404,
        body: { success: false, message: "Restaurant nicht gefunden." },
      }),
      "POST /api/debug/create-restaurant": () => ({
        status: 201,
        body: { success: true, message: "Restaurant erfolgreich erstellt!", data: restaurant },
      }),
    });
    await renderApp("/settings");
    await expect.element(page.getByText("Restaurant-Daten nicht gefunden")).toBeVisible();
    await page.getByRole("button", { name: "Restaurant manuell erstellen" }).click();
    await expect.element(page.getByText("Restaurant erfolgreich erstellt!")).toBeVisible();
    expect(calls.find((call) => call.path === "/api/debug/create-restaurant")?.body).toEqual({
      userId: "u-owner",
      name: "Giulia Rossi",
      email: "inhaber@trattoria.example",
    });
  });

  it("given the settings cannot be loaded, offers 'Erneut versuchen'", async () => {
    ownerApi([], {
      "GET /api/restaurantconfigs/user/u-owner": () => ({
        status: 500,
        body: { success: false, message: "x" },
      }),
      "GET /api/restaurants/r-1": () => ({ body: { success: true, data: restaurant } }),
    });
    await renderApp("/settings");
    await expect.element(page.getByText("Die Einstellungen konnten nicht geladen werden.")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Erneut versuchen" })).toBeVisible();
  });
});
