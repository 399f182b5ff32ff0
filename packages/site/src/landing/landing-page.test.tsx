import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { consentStorageKey } from "../consent/consent-storage.ts";
import { hirsch, partnerList, trattoria } from "../testing/fixtures.ts";
import { type FetchMock, mockFetch, restaurantRoutes } from "../testing/mock-fetch.ts";
import { LandingPage } from "./landing-page.tsx";

let fetchMock: FetchMock | undefined;

/** The panel the menu button controls (the desktop bar carries the same landmark name). */
function mobileMenu() {
  const id = document.querySelector('[aria-label="Menü schließen"]')?.getAttribute("aria-controls") ?? "";
  const panel = document.getElementById(id);
  if (!panel) throw new Error("Menü nicht geöffnet");
  return page.elementLocator(panel);
}
beforeEach(async () => {
  await page.viewport(1280, 800);
  localStorage.setItem(
    consentStorageKey,
    JSON.stringify({ essential: true, analytics: false, marketing: false }),
  );
});
afterEach(() => {
  fetchMock?.restore();
  vi.restoreAllMocks();
  delete (window as { Tischservice?: unknown }).Tischservice;
  window.scrollTo(0, 0);
});

describe("LandingPage", () => {
  it("given a visitor, shows the hero, the anchored sections and the way to sign in", async () => {
    fetchMock = mockFetch({ "/api/restaurants": { body: { success: true, data: [] } } });
    const screen = await render(<LandingPage initialPartners={[]} />);
    await expect
      .element(
        screen.getByRole("heading", { level: 1, name: "Moderne Tischreservierungen für Ihr Restaurant" }),
      )
      .toBeVisible();
    for (const id of ["hero", "about", "pricing", "features", "support", "demo"]) {
      expect(document.getElementById(id)?.tagName).toBe("SECTION");
    }
    const nav = screen.getByRole("navigation", { name: "Hauptnavigation" });
    await expect.element(nav.getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/app/login");
    await expect.element(nav.getByRole("link", { name: "Preise" })).toHaveAttribute("href", "#pricing");
    await expect
      .element(screen.getByRole("link", { name: "Demo Termin vereinbaren" }).first())
      .toHaveAttribute("href", "#demo");
  });

  it("given the pricing section, shows three plans in euro, the most popular one and the terms", async () => {
    fetchMock = mockFetch({});
    const screen = await render(<LandingPage initialPartners={[]} refreshPartners={false} />);
    await expect.element(screen.getByText("15,00 €")).toBeVisible();
    await expect.element(screen.getByText("35,00 €")).toBeVisible();
    await expect.element(screen.getByText("350,00 €")).toBeVisible();
    await expect.element(screen.getByText("Beliebteste Wahl")).toBeVisible();
    await expect.element(screen.getByText("70 € Ersparnis gegenüber monatlicher Zahlung")).toBeVisible();
    await expect.element(screen.getByText("Keine Einrichtungsgebühren")).toBeVisible();
    await expect.element(screen.getByText("Jederzeit kündbar")).toBeVisible();
  });

  it("given the features section, shows nine cards and the five app points", async () => {
    fetchMock = mockFetch({});
    const screen = await render(<LandingPage initialPartners={[]} refreshPartners={false} />);
    const features = screen.getByRole("region", { name: "Features" });
    expect(features.getByRole("article").all()).toHaveLength(9);
    await expect.element(screen.getByText("Benachrichtigungen bei neuen Buchungen")).toBeVisible();
  });

  it("given build-time partners and a failing live request, keeps the build-time entries", async () => {
    fetchMock = mockFetch({ "/api/restaurants": { networkError: true } });
    const screen = await render(<LandingPage initialPartners={[trattoria, hirsch]} />);
    await expect.poll(() => fetchMock?.calls).toContain("GET /api/restaurants");
    await expect.element(screen.getByRole("heading", { name: "Trattoria Demo" })).toBeVisible();
    await expect.element(screen.getByRole("heading", { name: "Zum Goldenen Hirsch" })).toBeVisible();
  });

  it("given the live list, shows at most its first six restaurants", async () => {
    fetchMock = mockFetch({ "/api/restaurants": { body: { success: true, restaurants: partnerList(8) } } });
    const screen = await render(<LandingPage initialPartners={[trattoria]} />);
    await expect.element(screen.getByRole("heading", { name: "Restaurant 6" })).toBeVisible();
    await expect.element(screen.getByRole("heading", { name: "Restaurant 7" })).not.toBeInTheDocument();
    await expect.element(screen.getByRole("heading", { name: "Trattoria Demo" })).not.toBeInTheDocument();
  });

  it("given no partners, leaves out the restaurant section and its menu entry", async () => {
    await page.viewport(390, 800);
    fetchMock = mockFetch({ "/api/restaurants": { body: { success: true, data: [] } } });
    const screen = await render(<LandingPage initialPartners={[]} />);
    await expect.poll(() => fetchMock?.calls).toContain("GET /api/restaurants");
    expect(document.getElementById("restaurants")).toBeNull();
    await screen.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = mobileMenu();
    await expect.element(menu.getByRole("link", { name: "Preise" })).toBeVisible();
    await expect.element(menu.getByRole("link", { name: "Restaurants" })).not.toBeInTheDocument();
  });

  it("given a phone, the menu lists Restaurants too and closes on Escape", async () => {
    await page.viewport(390, 800);
    fetchMock = mockFetch({});
    const screen = await render(<LandingPage initialPartners={[trattoria]} refreshPartners={false} />);
    await screen.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = mobileMenu();
    await expect
      .element(menu.getByRole("link", { name: "Restaurants" }))
      .toHaveAttribute("href", "#restaurants");
    await userEvent.keyboard("{Escape}");
    await expect
      .element(screen.getByRole("button", { name: "Menü öffnen" }))
      .toHaveAttribute("aria-expanded", "false");
    await expect.element(screen.getByRole("button", { name: "Menü öffnen" })).toHaveFocus();
  });

  it("given scrolling to the pricing section, marks Preise as the current section", async () => {
    fetchMock = mockFetch({});
    const screen = await render(<LandingPage initialPartners={[trattoria]} refreshPartners={false} />);
    const nav = screen.getByRole("navigation", { name: "Hauptnavigation" });
    await expect
      .element(nav.getByRole("link", { name: "Start" }))
      .toHaveAttribute("aria-current", "location");
    const pricing = document.getElementById("pricing");
    window.scrollTo({
      top: (pricing?.getBoundingClientRect().top ?? 0) + window.scrollY - 60,
      behavior: "instant",
    });
    await expect
      .element(nav.getByRole("link", { name: "Preise" }))
      .toHaveAttribute("aria-current", "location");
    await expect.element(nav.getByRole("link", { name: "Start" })).not.toHaveAttribute("aria-current");
  });

  it("given a partner card, opens its modal; Escape closes it and focus returns to the card", async () => {
    fetchMock = mockFetch(restaurantRoutes({ restaurantId: trattoria._id, ownerId: "u-trattoria" }));
    const screen = await render(<LandingPage initialPartners={[trattoria]} refreshPartners={false} />);
    const details = screen.getByRole("button", { name: "Details: Trattoria Demo" });
    await details.click();
    await expect.element(screen.getByRole("dialog", { name: "Trattoria Demo" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
    await expect.element(details).toHaveFocus();
  });

  it("given Tisch reservieren, closes the modal and opens the loaded widget for that restaurant", async () => {
    fetchMock = mockFetch(restaurantRoutes({ restaurantId: trattoria._id, ownerId: "u-trattoria" }));
    const open = vi.fn();
    (window as { Tischservice?: unknown }).Tischservice = { loaded: true, open };
    const screen = await render(<LandingPage initialPartners={[trattoria]} refreshPartners={false} />);
    await screen.getByRole("button", { name: "Details: Trattoria Demo" }).click();
    await screen.getByRole("button", { name: "Tisch reservieren" }).click();
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledWith({ restaurant: "r-trattoria", lang: "de", privacyUrl: "/datenschutz" });
  });

  it("given no widget yet, loads /widget.js only then and reports when it cannot be loaded", async () => {
    fetchMock = mockFetch(restaurantRoutes({ restaurantId: trattoria._id, ownerId: "u-trattoria" }));
    const screen = await render(<LandingPage initialPartners={[trattoria]} refreshPartners={false} />);
    expect(document.querySelector('script[src$="/widget.js"]')).toBeNull();
    await screen.getByRole("button", { name: "Details: Trattoria Demo" }).click();
    await screen.getByRole("button", { name: "Tisch reservieren" }).click();
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("Die Online-Reservierung ist gerade nicht erreichbar.");
  });

  it("given the installed app, shows the Mobile Version card with Zur Anmeldung", async () => {
    fetchMock = mockFetch({});
    const realMatchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, "matchMedia").mockImplementation((query: string) =>
      query === "(display-mode: standalone)"
        ? ({
            ...realMatchMedia(query),
            matches: true,
            addEventListener() {},
            removeEventListener() {},
          } as MediaQueryList)
        : realMatchMedia(query),
    );
    const screen = await render(<LandingPage initialPartners={[trattoria]} refreshPartners={false} />);
    await expect.element(screen.getByRole("heading", { name: "Mobile Version" })).toBeVisible();
    await expect
      .element(screen.getByRole("link", { name: "Zur Anmeldung" }))
      .toHaveAttribute("href", "/app/login");
    await expect.element(screen.getByRole("region", { name: "Features" })).not.toBeInTheDocument();
  });
});
