// The app's styles, so that axe judges contrast and target sizes as users see them.
import "../../../styles.css";
import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { onDesktopScreen } from "../../../test/desktop-screen.ts";
import { FakeEventSource } from "../../../test/fake-api.ts";
import { reservation, subUserAccount } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";

onDesktopScreen();

describe("operator shell", () => {
  it("given the owner, lists the eleven menu entries (Gäste after Reservierungen) and the counters", async () => {
    ownerApi([reservation({ status: "pending" }), reservation({ status: "confirmed" })]);
    await renderApp("/");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    for (const label of [
      "Dashboard",
      "Tischkarte",
      "Kalender",
      "Reservierungen",
      "Gäste",
      "Bestellungen",
      "Menü",
      "Statistiken",
      "Tische",
      "Unterbenutzer",
      "Einstellungen",
    ]) {
      await expect.element(nav.getByRole("link", { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    await expect.element(page.getByRole("term").filter({ hasText: "Heute" })).toBeVisible();
  });

  it("given the server's counters, shows today's and later pending and today's not cancelled reservations", async () => {
    const calls = ownerApi([], {
      "GET /api/restaurants/r-1/reservations": (request) => {
        const today = request.path.includes("to=2026-05-14");
        const counters = today
          ? { total: 7, pending: 1, confirmed: 4, cancelled: 2 }
          : { total: 40, pending: 3, confirmed: 30, cancelled: 7 };
        return { body: { success: true, data: [], nextCursor: null, counters } };
      },
    });
    await renderApp("/orders");
    const value = (label: string) =>
      page
        .getByRole("term")
        .filter({ hasText: new RegExp(`^${label}$`) })
        .first()
        .element().nextElementSibling?.textContent;
    await expect.poll(() => value("Ausstehend")).toBe("3");
    await expect.poll(() => value("Heute")).toBe("5");
    const paths = calls.map((call) => call.path);
    expect(paths).toContain("/api/restaurants/r-1/reservations?from=2026-05-14&limit=1");
    expect(paths).toContain("/api/restaurants/r-1/reservations?from=2026-05-14&limit=1&to=2026-05-14");
    // The whole list is no longer read for two numbers.
    expect(paths).not.toContain("/api/reservations/restaurant/r-1");
  });

  it("given the sidebar, every entry is a link to its tab's URL and only the open tab is the current page", async () => {
    ownerApi([reservation({ status: "pending" })]);
    await renderApp("/calendar");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    const hrefs: Array<[RegExp, string]> = [
      [/^Dashboard$/, "/app/"],
      [/^Tischkarte$/, "/app/floorplan"],
      [/^Kalender$/, "/app/calendar"],
      [/^Reservierungen/, "/app/reservations"],
      [/^Gäste$/, "/app/guests"],
      [/^Bestellungen$/, "/app/orders"],
      [/^Menü$/, "/app/menu"],
      [/^Statistiken$/, "/app/past-reservations"],
      [/^Tische$/, "/app/tables"],
      [/^Unterbenutzer$/, "/app/subusers"],
      [/^Einstellungen$/, "/app/settings"],
    ];
    for (const [name, href] of hrefs) {
      await expect.element(nav.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect.element(nav.getByRole("link", { name: /^Reservierungen/ })).toHaveTextContent("1");
    await expect.element(nav.getByRole("link", { name: "Kalender" })).toHaveAttribute("aria-current", "page");
    expect(nav.element().querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it("given a click on a sidebar link, opens that page as the current one, with nothing serious for axe", async () => {
    ownerApi([reservation()]);
    const { history } = await renderApp("/");
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await nav.getByRole("link", { name: /^Reservierungen/ }).click();
    await expect.poll(() => history.location.pathname).toBe("/app/reservations");
    await expect.element(page.getByRole("article", { name: /Anna Schmidt/ })).toBeVisible();
    await expect
      .element(nav.getByRole("link", { name: /^Reservierungen/ }))
      .toHaveAttribute("aria-current", "page");
    await expect.element(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    expect(await seriousViolations()).toEqual([]);
    await nav.getByRole("link", { name: "Kalender" }).click();
    await expect.poll(() => history.location.pathname).toBe("/app/calendar");
    await expect.element(nav.getByRole("link", { name: "Kalender" })).toHaveAttribute("aria-current", "page");
    expect(await seriousViolations()).toEqual([]);
  }, 60_000); // axe over three whole styled pages on a shared 2-core machine

  it("given a phone, the bar, the Mehr sheet and the map button are links; the sheet closes on navigation", async () => {
    await page.viewport(390, 800);
    ownerApi([]);
    const { history } = await renderApp("/");
    const bar = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect
      .element(bar.getByRole("link", { name: "Bestellungen" }))
      .toHaveAttribute("href", "/app/orders");
    await expect
      .element(bar.getByRole("link", { name: "Dashboard" }))
      .toHaveAttribute("aria-current", "page");
    await expect
      .element(page.getByRole("link", { name: "Tischkarte öffnen" }))
      .toHaveAttribute("href", "/app/floorplan");
    await bar.getByRole("button", { name: "Mehr" }).click();
    const sheet = page.getByRole("dialog", { name: "Weitere Optionen" });
    await expect
      .element(sheet.getByRole("link", { name: "Einstellungen" }))
      .toHaveAttribute("href", "/app/settings");
    await expect.element(sheet.getByRole("link", { name: "Gäste" })).toHaveAttribute("href", "/app/guests");
    await sheet.getByRole("link", { name: "Menü" }).click();
    await expect.poll(() => history.location.pathname).toBe("/app/menu");
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    await bar.getByRole("button", { name: "Mehr" }).click();
    await expect.element(sheet.getByRole("link", { name: "Menü" })).toHaveAttribute("aria-current", "page");
  });

  it("given a phone, the map button steps aside while the page scrolls down and is absent on the floor plan", async () => {
    await page.viewport(390, 800);
    ownerApi(Array.from({ length: 12 }, (_, i) => reservation({ _id: `res-${i}`, status: "confirmed" })));
    const { history } = await renderApp("/");
    const map = page.getByRole("link", { name: "Tischkarte öffnen" });
    await expect.element(map).toBeVisible();
    await expect.poll(() => document.documentElement.scrollHeight).toBeGreaterThan(1200);
    window.scrollTo(0, 400);
    await expect.poll(() => map.element().hasAttribute("inert")).toBe(true);
    window.scrollTo(0, 200);
    await expect.poll(() => map.element().hasAttribute("inert")).toBe(false);
    await map.click();
    await expect.poll(() => history.location.pathname).toBe("/app/floorplan");
    await expect.element(page.getByRole("link", { name: "Tischkarte öffnen" })).not.toBeInTheDocument();
  });

  it("given a sub-user on a forbidden tab, sends them home and shows the shared entries only (with Gäste)", async () => {
    ownerApi([], {}, subUserAccount);
    const { history } = await renderApp("/settings");
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect(history.location.pathname).toBe("/app/");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect.element(nav.getByRole("link", { name: "Menü" })).toBeVisible();
    await expect.element(nav.getByRole("link", { name: "Gäste" })).toHaveAttribute("href", "/app/guests");
    await expect.element(nav.getByRole("link", { name: "Einstellungen" })).not.toBeInTheDocument();
    await expect.element(nav.getByRole("link", { name: "Statistiken" })).not.toBeInTheDocument();
  });

  it("given no session, sends the visitor to the login and back to the tab afterwards", async () => {
    ownerApi([], { "GET /api/users/me": () => ({ status: 401, body: { success: false, message: "" } }) });
    const { history } = await renderApp("/reservations?status=pending");
    await expect.element(page.getByRole("button", { name: "Anmelden" })).toBeVisible();
    expect(history.location.pathname).toBe("/app/login");
    expect(history.location.search).toContain("redirect=");
  });

  it("given a changed event for reservations, re-reads exactly the reservations", async () => {
    const calls = ownerApi([reservation()]);
    await renderApp("/reservations");
    await expect.element(page.getByRole("article", { name: /Anna Schmidt/ })).toBeVisible();
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe("/api/notifications/listen/r-1");
    stream.emit({ type: "connected", data: {} });
    const count = (path: string) => calls.filter((call) => call.path.split("?")[0] === path).length;
    // The list's page and the shell's two counters, each read once more.
    const pages = "/api/restaurants/r-1/reservations";
    await expect.poll(() => count(pages)).toBe(3);
    const before = { pages: count(pages), orders: count("/api/orders/restaurant/r-1") };
    stream.emit({ type: "changed", data: { entity: "reservations", action: "updated" } });
    await expect.poll(() => count(pages)).toBe(before.pages + 3);
    expect(count("/api/orders/restaurant/r-1")).toBe(before.orders);
  });

  it("given a new reservation event, shows the toast 'Neue Reservierung' with name, date, time and guests", async () => {
    ownerApi([]);
    await renderApp("/");
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    FakeEventSource.latest().emit({
      type: "new_reservation",
      data: {
        customerName: "Paul Weber",
        restaurantName: "Trattoria Demo",
        date: "2026-05-20",
        time: "18:30",
        guests: 4,
        tableNames: ["2"],
      },
    });
    await expect.element(page.getByText("Paul Weber · 20.05.2026 · 18:30 · 4 Personen")).toBeVisible();
  });

  it("given the stream breaks, says the view may be behind and reconnects", async () => {
    ownerApi([]);
    await renderApp("/");
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    FakeEventSource.latest().fail();
    await expect
      .element(page.getByText("Live-Aktualisierung unterbrochen – Daten werden regelmäßig neu geladen."))
      .toBeVisible();
  });
});
