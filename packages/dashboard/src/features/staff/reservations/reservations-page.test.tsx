import { afterEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { reservationPagesRoute } from "../../../test/fake-reservation-pages.ts";
import { reservation } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { windowRange } from "./use-windowed-list.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const pagePath = "/api/restaurants/r-1/reservations";
const pageCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.split("?")[0] === pagePath).map((call) => call.path);

describe("reservations list", () => {
  it("given a search in the URL, asks the server for it from today on and shows what it finds", async () => {
    const calls = ownerApi([
      reservation({ customerName: "Anna Schmidt" }),
      reservation({ customerName: "Ben Koch", customerEmail: "ben@example.com" }),
      reservation({ customerName: "Alt Gast", reservationDate: "2026-05-01" }),
    ]);
    await renderApp("/reservations?q=SCHMIDT");
    await expect.element(page.getByRole("article", { name: /Anna Schmidt/ })).toBeVisible();
    await expect.element(page.getByRole("article", { name: /Ben Koch/ })).not.toBeInTheDocument();
    await expect
      .element(page.getByRole("searchbox", { name: "Reservierungen suchen" }))
      .toHaveValue("SCHMIDT");
    expect(pageCalls(calls)).toContain(`${pagePath}?from=2026-05-14&q=SCHMIDT`);
  });

  it("given a booking reference in lower case, asks the server for it and shows the reference on the card", async () => {
    const calls = ownerApi([
      reservation({ customerName: "Anna Schmidt", reference: "K7M2QX" }),
      reservation({ customerName: "Ben Koch", reference: "ABCDEF" }),
    ]);
    await renderApp("/reservations?q=k7m2qx");
    const card = page.getByRole("article", { name: /Anna Schmidt/ });
    await expect.element(card.getByText("K7M2QX")).toBeVisible();
    await expect.element(page.getByRole("article", { name: /Ben Koch/ })).not.toBeInTheDocument();
    expect(pageCalls(calls)).toContain(`${pagePath}?from=2026-05-14&q=k7m2qx`);
  });

  it("given typing in the search, asks the server once the typing rests", async () => {
    const calls = ownerApi([
      reservation({ customerName: "Anna Schmidt" }),
      reservation({ customerName: "Ben Koch" }),
    ]);
    await renderApp("/reservations");
    await expect.element(page.getByRole("article", { name: /Ben Koch/ })).toBeVisible();
    // In one step, so a busy machine's slow keystrokes cannot each rest long enough to search; that a burst
    // of keys searches once is useDebouncedValue's own test.
    await page.getByRole("searchbox", { name: "Reservierungen suchen" }).fill("koch");
    await expect.element(page.getByRole("article", { name: /Anna Schmidt/ })).not.toBeInTheDocument();
    await expect.element(page.getByRole("article", { name: /Ben Koch/ })).toBeVisible();
    expect(pageCalls(calls).filter((path) => path.includes("q="))).toEqual([
      `${pagePath}?from=2026-05-14&q=koch`,
    ]);
  });

  it("given the filter Storniert with nothing cancelled, shows 'Keine Reservierungen gefunden'", async () => {
    const calls = ownerApi([reservation()]);
    const { history } = await renderApp("/reservations");
    await page.getByRole("button", { name: "Storniert" }).click();
    await expect.element(page.getByText("Keine Reservierungen gefunden")).toBeVisible();
    expect(history.location.search).toContain("status=cancelled");
    expect(pageCalls(calls)).toContain(`${pagePath}?from=2026-05-14&status=cancelled`);
  });

  it("given the filter Platziert, asks the server for the seated guests only and keeps it in the URL", async () => {
    const calls = ownerApi([
      reservation({ customerName: "Anna Schmidt", status: "seated" }),
      reservation({ customerName: "Ben Koch", status: "confirmed" }),
    ]);
    const { history } = await renderApp("/reservations");
    await page.getByRole("button", { name: "Platziert", exact: true }).click();
    await expect.element(page.getByRole("article", { name: /Anna Schmidt/ })).toBeVisible();
    await expect.element(page.getByRole("article", { name: /Ben Koch/ })).not.toBeInTheDocument();
    expect(history.location.search).toContain("status=seated");
    expect(pageCalls(calls)).toContain(`${pagePath}?from=2026-05-14&status=seated`);
  });

  it("given the server's counters, shows them above the list, whatever is loaded", async () => {
    const counters = { total: 1234, pending: 56, confirmed: 1100, cancelled: 78 };
    ownerApi([reservation()], {
      [`GET ${pagePath}`]: () => ({
        body: { success: true, data: [reservation()], nextCursor: "next", counters },
      }),
    });
    await renderApp("/reservations");
    const tiles = page.getByRole("main");
    await expect.element(tiles.getByText("1234", { exact: true })).toBeVisible();
    await expect.element(tiles.getByText("56", { exact: true })).toBeVisible();
    await expect.element(tiles.getByText("1100", { exact: true })).toBeVisible();
    await expect.element(tiles.getByText("78", { exact: true })).toBeVisible();
  });

  it("given more than a page, shows the first 50 and loads the next as the end comes into view, each row once", async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      reservation({
        customerName: `Gast ${String(i).padStart(3, "0")}`,
        timeSlot: `1${Math.floor(i / 60)}:${String(i % 60).padStart(2, "0")}`,
      }),
    );
    const calls = ownerApi(many);
    await renderApp("/reservations");
    await expect.element(page.getByRole("article", { name: /Gast 049/ })).toBeInTheDocument();
    expect(page.getByRole("article", { name: /Gast 050/ }).elements()).toHaveLength(0);
    // For keyboards: the end of the list offers the next page as a button.
    await expect.element(page.getByRole("button", { name: "Weitere laden" })).toBeInTheDocument();
    await expect
      .poll(() => {
        document.querySelector("[data-slot='load-more']")?.scrollIntoView();
        return page.getByRole("article", { name: /Gast/ }).elements().length;
      })
      .toBe(120);
    const names = page
      .getByRole("article", { name: /Gast/ })
      .elements()
      .map((element) => element.getAttribute("aria-label"));
    expect(new Set(names).size).toBe(120);
    await expect.element(page.getByRole("button", { name: "Weitere laden" })).not.toBeInTheDocument();
    expect(pageCalls(calls)).toEqual(
      expect.arrayContaining([
        `${pagePath}?from=2026-05-14&cursor=50`,
        `${pagePath}?from=2026-05-14&cursor=100`,
      ]),
    );
  });

  it("given 'Vergangene', lists the earlier reservations newest first, and a search finds an old one", async () => {
    const calls = ownerApi([
      reservation({ customerName: "Heute Gast" }),
      reservation({ customerName: "Alt Gast", reservationDate: "2024-02-01", status: "confirmed" }),
      reservation({ customerName: "Gestern Gast", reservationDate: "2026-05-13", status: "confirmed" }),
    ]);
    const { history } = await renderApp("/reservations");
    await expect.element(page.getByRole("article", { name: /Heute Gast/ })).toBeVisible();
    await page.getByRole("button", { name: "Vergangene" }).click();
    await expect.element(page.getByRole("article", { name: /Gestern Gast/ })).toBeVisible();
    await expect.element(page.getByRole("article", { name: /Heute Gast/ })).not.toBeInTheDocument();
    const names = page
      .getByRole("article")
      .elements()
      .map((element) => element.getAttribute("aria-label"));
    expect(names.findIndex((name) => /Gestern/.test(name ?? ""))).toBeLessThan(
      names.findIndex((name) => /Alt Gast/.test(name ?? "")),
    );
    expect(history.location.search).toContain("when=past");
    expect(pageCalls(calls)).toContain(`${pagePath}?to=2026-05-13&sort=date-desc`);

    await userEvent.type(page.getByRole("searchbox", { name: "Reservierungen suchen" }), "alt");
    await expect.element(page.getByRole("article", { name: /Gestern Gast/ })).not.toBeInTheDocument();
    await expect.element(page.getByRole("article", { name: /Alt Gast/ })).toBeVisible();
    await page.getByRole("button", { name: "Ab heute" }).click();
    await expect.element(page.getByText("Keine Reservierungen gefunden")).toBeVisible();
  });

  it("given Bestätigen, confirms at once and says 'Reservierung erfolgreich bestätigt!'", async () => {
    const first = reservation({ customerName: "Clara Vogel" });
    ownerApi([first], {
      [`PUT /api/reservations/${first._id}/status`]: () => ({ body: { success: true, message: "ok" } }),
    });
    await renderApp("/reservations");
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await expect.element(page.getByText("Reservierung erfolgreich bestätigt!")).toBeVisible();
  });

  it("given past pending reservations, changes nothing itself (the server confirms them)", async () => {
    const calls = ownerApi([
      reservation({ reservationDate: "2026-05-01", status: "pending" }),
      reservation(),
    ]);
    await renderApp("/reservations?when=past");
    await expect.element(page.getByRole("article", { name: /Anna Schmidt/ })).toBeVisible();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("given a confirmed reservation whose start lies over 3 hours back, labels it 'Abgeschlossen', the others 'Aktiv'", async () => {
    ownerApi([
      reservation({ customerName: "Früh Gast", status: "confirmed", timeSlot: "08:30" }),
      reservation({ customerName: "Abend Gast", status: "confirmed", timeSlot: "19:00" }),
      reservation({ customerName: "Offen Gast", status: "pending", timeSlot: "08:00" }),
    ]);
    await renderApp("/reservations");
    const early = page.getByRole("article", { name: /Früh Gast/ });
    await expect.element(early.getByText("Abgeschlossen", { exact: true })).toBeVisible();
    await expect
      .element(page.getByRole("article", { name: /Abend Gast/ }).getByText("Aktiv", { exact: true }))
      .toBeVisible();
    await expect
      .element(page.getByRole("article", { name: /Offen Gast/ }).getByText("Aktiv", { exact: true }))
      .toBeVisible();
    expect(document.querySelectorAll("[data-timing='completed']")).toHaveLength(1);
  });

  it("given more than 300 loaded reservations, renders only the visible rows and loads the next page near the end", async () => {
    const many = Array.from({ length: 800 }, (_, i) =>
      reservation({ customerName: `Gast ${i}`, timeSlot: "18:00" }),
    );
    const calls = ownerApi(many, { [`GET ${pagePath}`]: reservationPagesRoute(many, { pageSize: 400 }) });
    await renderApp("/reservations");
    await expect.element(page.getByRole("link", { name: "Gast 0", exact: true })).toBeVisible();
    expect(document.querySelectorAll("li[aria-setsize='400']").length).toBeLessThan(60);
    const list = page.getByRole("region", { name: "Reservierungen" }).element();
    list.scrollTop = list.scrollHeight;
    await expect.poll(() => document.querySelectorAll("li[aria-setsize='800']").length).toBeGreaterThan(0);
    expect(document.querySelectorAll("li[aria-setsize='800']").length).toBeLessThan(60);
    expect(pageCalls(calls).filter((path) => path.includes("cursor=400"))).toHaveLength(1);
  });

  it("given a scroll position, computes the visible slice with overscan", () => {
    expect(windowRange(800, 56, 5600, 560, 6)).toEqual({ start: 94, end: 116 });
    expect(windowRange(3, 56, 0, 560, 6)).toEqual({ start: 0, end: 3 });
  });
});
