import { afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { page } from "vitest/browser";
import { createFakeApi } from "./test/fake-api.ts";

// The built widget.js (`pnpm --filter @tischservice/booking-widget build`), loaded into this page as a host
// would: a script tag whose src is on another origin (test/serve-widget.ts serves dist-widget there), from
// where it imports its chunks.
const bundle = inject("widgetBundle");

function runScript(code: string) {
  const script = document.createElement("script");
  script.textContent = code;
  document.head.append(script);
}

/** Adds `<script src="widget.js" async>` and waits until it ran (its chunks load after that). */
function addWidgetScript(url: string): Promise<void> {
  const script = document.createElement("script");
  script.src = url;
  script.async = true;
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener("error", () => reject(new Error(`${url} did not load`)), { once: true });
  });
  document.head.append(script);
  return loaded;
}

const shadowText = (element: Element | null) => element?.shadowRoot?.textContent ?? "";

declare module "vitest" {
  interface ProvidedContext {
    /** Set by vitest.build.config.ts (after the build, in `test:build`): no bundle is a failure there. */
    widgetBundleRequired?: boolean;
  }
}

const required = inject("widgetBundleRequired") === true;

it.runIf(required && !bundle)("widget.js is built (pnpm build runs before this test)", () => {
  expect(bundle, "dist-widget/widget.js is missing").not.toBeNull();
});

// In the root browser project the bundle may not be built yet (`pnpm test` builds later): skipped there,
// run by test:build after the build (vitest.build.config.ts).
describe.skipIf(!bundle)("widget.js (the built bundle)", () => {
  const url = bundle?.url ?? "";
  /** widget.js and all its chunks. */
  const code = bundle?.code ?? "";
  // Restaurant "full" has every slot of every day taken: the waitlist's case.
  const fake = createFakeApi({ fullyBooked: ["full"] });
  /** Every URL widget.js fetched. */
  const fetched: string[] = [];
  /** widget.js's `load` and the widget's `tischservice:ready`, in the order they came. */
  const startOrder: string[] = [];

  beforeAll(async () => {
    // A German restaurant's page: without data-lang the widget follows the host page's <html lang>.
    document.documentElement.lang = "de";
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return fake.fetch(input, init);
    });
    // A call made before the script loaded, through the documented one-line stub.
    runScript(
      'window.Tischservice=window.Tischservice||{q:[],open:function(o){this.q.push(["open",o])}};' +
        'window.Tischservice.open({restaurant:"queued",api:"https://api.test"});',
    );
    document.addEventListener("tischservice:ready", (event) =>
      startOrder.push(`ready ${event.detail.version}`),
    );
    await addWidgetScript(url);
    startOrder.push("load");
    await vi.waitFor(() => expect(window.Tischservice?.loaded).toBe(true), { timeout: 10_000 });
  });

  it("given widget.js loaded, says tischservice:ready once the widget itself has started, after the script's load", async () => {
    await vi.waitFor(() => expect(startOrder).toHaveLength(2));
    expect(startOrder[0]).toBe("load");
    expect(startOrder[1]).toMatch(/^ready \S+$/);
  });

  afterEach(() => {
    for (const element of document.querySelectorAll("tischservice-booking:not([data-tischservice-global])"))
      element.remove();
  });

  it("given the queued stub call, replays it: the dialog for that restaurant is open", async () => {
    const element = document.querySelector("tischservice-booking[data-tischservice-global]");
    expect(element?.getAttribute("restaurant")).toBe("queued");
    await vi.waitFor(() => expect(element?.shadowRoot?.querySelector("dialog")?.open).toBe(true));
    await vi.waitFor(() =>
      expect(fake.requests.some((r) => r.path.includes("/simple-timeslots/queued/"))).toBe(true),
    );
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
    // The queued call's modal dialog (first test) would leave the rest of the page inert.
    document
      .querySelector("tischservice-booking[data-tischservice-global]")
      ?.shadowRoot?.querySelector("dialog")
      ?.close();
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
    document
      .querySelector("tischservice-booking[data-tischservice-global]")
      ?.shadowRoot?.querySelector("dialog")
      ?.close();
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
    document
      .querySelector("tischservice-booking[data-tischservice-global]")
      ?.shadowRoot?.querySelector("dialog")
      ?.close();
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
    const before = window.Tischservice as { scan: () => void };
    const errors = vi.spyOn(console, "error");
    // The second copy starts the same module, which sees the first and only scans for new script tags.
    const scan = vi.spyOn(before, "scan");
    await addWidgetScript(url);
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
    expect(code).not.toMatch(/\beval\(|new Function\(/);
  });

  it("asked only the API it was given: every request went to https://api.test", () => {
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((url) => new URL(url).origin !== "https://api.test")).toEqual([]);
  });
});
