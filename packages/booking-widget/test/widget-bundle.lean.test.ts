import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { createFakeApi } from "../src/test/fake-api.ts";
import { addWidgetScript, builtWidget, runScript, shadowText } from "./built-widget.ts";

// The built widget.js (`pnpm --filter @tischservice/booking-widget build`), loaded into this page as a host
// would: a script tag whose src is on another origin (test/serve-widget.ts serves dist-widget there), from
// where it imports its chunks. A page loads widget.js once (beforeAll); each test adds the widgets it needs
// and removes them after. The stub's queued call, which must come before the script, is in
// widget-queue.lean.test.ts, on a page of its own.
describe("widget.js (the built bundle)", () => {
  // Restaurant "full" has every slot of every day taken: the waitlist's case.
  const fake = createFakeApi({ fullyBooked: ["full"] });
  /** Every URL widget.js fetched. */
  const fetched: string[] = [];

  beforeAll(async () => {
    const { url } = builtWidget();
    // A German restaurant's page: without data-lang the widget follows the host page's <html lang>.
    document.documentElement.lang = "de";
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return fake.fetch(input, init);
    });
    await addWidgetScript(url);
    await vi.waitFor(() => expect(window.Tischservice?.loaded).toBe(true), { timeout: 10_000 });
  });

  afterEach(() => {
    // Every widget a test added, the page's shared dialog too (`Tischservice.open()` makes it anew).
    for (const element of document.querySelectorAll("tischservice-booking")) element.remove();
    document.documentElement.lang = "de";
    vi.restoreAllMocks();
  });

  it("given two custom elements, renders two independent widgets in shadow roots with their styles", async () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<tischservice-booking restaurant="a" api="https://api.test"></tischservice-booking><tischservice-booking restaurant="b" api="https://api.test" lang="en"></tischservice-booking>',
    );
    const [first, second] = document.querySelectorAll("tischservice-booking:not([data-tischservice-global])");
    await vi.waitFor(() => expect(shadowText(first ?? null)).toContain("19:00"));
    await vi.waitFor(() => expect(shadowText(second ?? null)).toContain("Available times"));
    expect(first?.shadowRoot?.adoptedStyleSheets.length).toBe(1);
    expect(document.adoptedStyleSheets.length).toBe(0);
  });

  it("given a guest, books through every step: slot, details, summary, success and the booked event", async () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<tischservice-booking restaurant="flow" api="https://api.test" data-testid="flow"></tischservice-booking>',
    );
    const booked = vi.fn();
    document.addEventListener("tischservice:booked", (event) => booked((event as CustomEvent).detail), {
      once: true,
    });
    const widget = page.getByTestId("flow");
    await widget.getByRole("button", { name: "19:00 ✓ Verfügbar" }).click();
    await expect.element(widget.getByRole("heading", { name: "Ihre Angaben" })).toBeVisible();
    await widget.getByRole("textbox", { name: /^Name/ }).fill("Anna Gast");
    await widget.getByRole("textbox", { name: /^E-Mail/ }).fill("anna@example.test");
    await widget.getByRole("checkbox").click();
    await widget.getByRole("button", { name: "Weiter" }).click();
    await expect.element(widget.getByRole("heading", { name: "Zusammenfassung" })).toBeVisible();
    await expect.element(widget.getByText("Anna Gast")).toBeVisible();
    await widget.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await expect.element(widget.getByRole("heading", { name: "Reservierung angefragt" })).toBeVisible();
    await expect
      .element(widget.getByRole("link", { name: "In Kalender speichern" }))
      .toHaveAttribute("download", "reservierung.ics");
    expect(booked).toHaveBeenCalledWith(
      expect.objectContaining({ restaurantId: expect.any(String), time: "19:00", guests: 2 }),
    );
  });

  it("given a party above the restaurant's limit, sends an enquiry instead of a booking", async () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<tischservice-booking restaurant="group" api="https://api.test" data-testid="group"></tischservice-booking>',
    );
    const widget = page.getByTestId("group");
    await widget.getByRole("spinbutton", { name: "Größere Gruppe?" }).fill("20");
    await widget.getByRole("button", { name: "Anfrage senden" }).click();
    await expect.element(widget.getByRole("heading", { name: "Anfrage senden" })).toBeVisible();
    await widget.getByLabelText(/^Gewünschte Uhrzeit/).fill("19:30");
    await widget.getByRole("textbox", { name: /^Name/ }).fill("Anna Gast");
    await widget.getByRole("textbox", { name: /^E-Mail/ }).fill("anna@example.test");
    await widget.getByRole("checkbox").click();
    await widget.getByRole("button", { name: "Anfrage senden" }).click();
    await expect.element(widget.getByRole("heading", { name: "Anfrage gesendet" })).toBeVisible();
    const sent = fake.requests.filter((request) => request.path === "/api/restaurants/group/enquiries");
    expect(sent.map((request) => request.body)).toEqual([
      expect.objectContaining({
        numberOfGuests: 20,
        timeSlot: "19:30",
        customerName: "Anna Gast",
        language: "de",
      }),
    ]);
  });

  it("given a fully booked day, puts the party on the waitlist for the day's window", async () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<tischservice-booking restaurant="full" api="https://api.test" data-testid="full"></tischservice-booking>',
    );
    const widget = page.getByTestId("full");
    await expect
      .element(
        widget
          .getByRole("region", { name: "Verfügbare Zeiten" })
          .getByText("An diesem Tag ist für 2 Personen kein Tisch mehr frei."),
      )
      .toBeVisible();
    await widget.getByRole("button", { name: "Auf die Warteliste" }).click();
    await expect.element(widget.getByRole("heading", { name: "Auf die Warteliste" })).toBeVisible();
    await expect.element(widget.getByLabelText(/^Von/)).toHaveValue("18:00");
    await widget.getByLabelText(/^Bis/).fill("21:00");
    await widget.getByRole("textbox", { name: /^Name/ }).fill("Anna Gast");
    await widget.getByRole("textbox", { name: /^E-Mail/ }).fill("anna@example.test");
    await widget.getByRole("checkbox").click();
    await widget.getByRole("button", { name: "Auf die Warteliste" }).click();
    await expect
      .element(widget.getByRole("heading", { name: "Sie stehen auf der Warteliste" }))
      .toBeVisible();
    await expect.element(widget.getByText("18:00–21:00")).toBeVisible();
    const sent = fake.requests.filter((request) => request.path === "/api/restaurants/full/waitlist");
    expect(sent.map((request) => request.body)).toEqual([
      expect.objectContaining({
        numberOfGuests: 2,
        from: "18:00",
        to: "21:00",
        customerName: "Anna Gast",
        language: "de",
        website: "",
      }),
    ]);
  });

  it('given an English host page and no lang, speaks English; lang="de" still wins', async () => {
    document.documentElement.lang = "en-GB";
    try {
      document.body.insertAdjacentHTML(
        "beforeend",
        '<tischservice-booking restaurant="c" api="https://api.test"></tischservice-booking><tischservice-booking restaurant="d" api="https://api.test" lang="de"></tischservice-booking>',
      );
      const [english, german] = document.querySelectorAll(
        "tischservice-booking:not([data-tischservice-global])",
      );
      // The English texts are a chunk of their own: until it is there the widget shows no words at all, so
      // every text seen on the way to the first slots is English (no German first).
      const seen: string[] = [];
      await vi.waitFor(() => {
        seen.push(shadowText(english ?? null));
        expect(seen.at(-1)).toContain("19:00");
      });
      expect(shadowText(english ?? null)).toContain("Available times");
      expect(seen.filter((text) => /Personen|Datum|Verfügbar|geladen/.test(text))).toEqual([]);
      await vi.waitFor(() => expect(shadowText(german ?? null)).toContain("19:00"));
      expect(shadowText(german ?? null)).not.toContain("Available times");
    } finally {
      document.documentElement.lang = "de";
    }
  });

  it("given the script a second time, defines nothing twice and keeps the same global", async () => {
    const before = window.Tischservice as { scan: () => void; open: (options: object) => void };
    // The page's shared dialog, which a second copy must not make again.
    before.open({ restaurant: "again", api: "https://api.test" });
    const errors = vi.spyOn(console, "error");
    // The second copy starts the same module, which sees the first and only scans for new script tags.
    const scan = vi.spyOn(before, "scan");
    await addWidgetScript(builtWidget().url);
    await vi.waitFor(() => expect(scan).toHaveBeenCalled());
    expect(window.Tischservice).toBe(before);
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelectorAll("tischservice-booking[data-tischservice-global]")).toHaveLength(1);
  });

  it("given widget.js pasted into an inline script (no URL to load from), throws nothing into the page and logs", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent) => thrown.push(event.error);
    window.addEventListener("error", onError);
    const failed = vi.fn();
    document.addEventListener("tischservice:error", failed);
    try {
      // widget.js is the first of the files in `code`, one line.
      const { code } = builtWidget();
      runScript(code.slice(0, code.indexOf("\n")));
      await vi.waitFor(() => expect(errors).toHaveBeenCalledWith("[Tischservice]", expect.any(TypeError)));
      expect(thrown).toEqual([]);
      // A page waiting for the widget hears that it will not start.
      await vi.waitFor(() => expect(failed).toHaveBeenCalledOnce());
    } finally {
      document.removeEventListener("tischservice:error", failed);
      window.removeEventListener("error", onError);
      errors.mockRestore();
    }
  });

  it("given an element without a restaurant, warns and leaves the page alone", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(() =>
      document.body.insertAdjacentHTML("beforeend", "<tischservice-booking></tischservice-booking>"),
    ).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it("contains no eval and no Function constructor (strict CSP)", () => {
    expect(builtWidget().code).not.toMatch(/\beval\(|new Function\(/);
  });

  it("asked only the API it was given: every request went to https://api.test", async () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<tischservice-booking restaurant="asks" api="https://api.test"></tischservice-booking>',
    );
    await vi.waitFor(() =>
      expect(shadowText(document.querySelector("tischservice-booking"))).toContain("19:00"),
    );
    // This widget's requests, and those of any test before it.
    expect(fetched.some((url) => url.includes("/asks/"))).toBe(true);
    expect(fetched.filter((url) => new URL(url).origin !== "https://api.test")).toEqual([]);
  });
});
