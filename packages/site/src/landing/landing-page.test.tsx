import type { Restaurant } from "@tischservice/core/schemas";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { consentStorageKey } from "../consent/consent-storage.ts";
import { partnerList, trattoria } from "../test/fixtures.ts";
import { type FetchMock, mockFetch, restaurantRoutes } from "../test/mock-fetch.ts";
import { LandingPage } from "./landing-page.tsx";

let fetchMock: FetchMock | undefined;

/** The live partner list answering with the given restaurants. */
const partnersRoute = (...partners: Restaurant[]) => ({
  "/api/restaurants": { body: { success: true, data: partners } },
});
const withTrattoria = () => ({
  ...restaurantRoutes({ restaurantId: trattoria._id }),
  ...partnersRoute(trattoria),
});

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
    const screen = await render(<LandingPage />);
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
    fetchMock = mockFetch(partnersRoute());
    const screen = await render(<LandingPage />);
    await expect.element(screen.getByText("15,00 €")).toBeVisible();
    await expect.element(screen.getByText("35,00 €")).toBeVisible();
    await expect.element(screen.getByText("350,00 €")).toBeVisible();
    await expect.element(screen.getByText("Beliebteste Wahl")).toBeVisible();
    await expect.element(screen.getByText("70 € Ersparnis gegenüber monatlicher Zahlung")).toBeVisible();
    await expect.element(screen.getByText("Keine Einrichtungsgebühren")).toBeVisible();
    await expect.element(screen.getByText("Jederzeit kündbar")).toBeVisible();
  });

  it("given the features section, shows nine cards and the five app points", async () => {
    fetchMock = mockFetch(partnersRoute());
    const screen = await render(<LandingPage />);
    const features = screen.getByRole("region", { name: "Features" });
    expect(features.getByRole("article").all()).toHaveLength(9);
    await expect.element(screen.getByText("Benachrichtigungen bei neuen Buchungen")).toBeVisible();
  });

  it("given the page before the live list arrives, shows a neutral loading state and no partner name", async () => {
    fetchMock = mockFetch({ "/api/restaurants": { pending: true } });
    const screen = await render(<LandingPage />);
    const section = screen.getByRole("region", { name: "Unsere Partner-Restaurants" });
    await expect.element(section).toHaveAttribute("aria-busy", "true");
    await expect.element(section.getByRole("status")).toHaveTextContent("Partner-Restaurants werden geladen");
    expect(section.getByRole("listitem").all()).toHaveLength(0);
  });

  it("given the live list, asks for its first page of six only", async () => {
    fetchMock = mockFetch(partnersRoute(trattoria));
    const screen = await render(<LandingPage />);
    await expect.element(screen.getByRole("heading", { name: "Trattoria Demo" })).toBeVisible();
    expect(fetchMock.requests.filter((request) => request.includes("/api/restaurants"))).toEqual([
      "GET /api/restaurants?limit=6",
    ]);
  });

  it("given more than six restaurants in the answer, shows at most its first six", async () => {
    fetchMock = mockFetch({ "/api/restaurants": { body: { success: true, restaurants: partnerList(8) } } });
    const screen = await render(<LandingPage />);
    await expect.element(screen.getByRole("heading", { name: "Restaurant 6" })).toBeVisible();
    await expect.element(screen.getByRole("heading", { name: "Restaurant 7" })).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole("region", { name: "Unsere Partner-Restaurants" }))
      .not.toHaveAttribute("aria-busy");
  });

  it("given more partners than the first six, links to the page of all partner restaurants", async () => {
    fetchMock = mockFetch({
      "/api/restaurants": { body: { success: true, data: partnerList(6), nextCursor: "c-6", total: null } },
    });
    const screen = await render(<LandingPage />);
    const section = screen.getByRole("region", { name: "Unsere Partner-Restaurants" });
    await expect
      .element(section.getByRole("link", { name: "Alle Partner-Restaurants ansehen" }))
      .toHaveAttribute("href", "/restaurants");
    expect(section.getByRole("article").all()).toHaveLength(6);
  });

  it("given every partner on the first page, shows no link to more", async () => {
    fetchMock = mockFetch({
      "/api/restaurants": { body: { success: true, data: partnerList(6), nextCursor: null, total: 6 } },
    });
    const screen = await render(<LandingPage />);
    await expect.element(screen.getByRole("heading", { name: "Restaurant 6" })).toBeVisible();
    await expect
      .element(screen.getByRole("link", { name: "Alle Partner-Restaurants ansehen" }))
      .not.toBeInTheDocument();
  });

  it("given no partners yet, says so and keeps the section and its menu entry", async () => {
    await page.viewport(390, 800);
    fetchMock = mockFetch(partnersRoute());
    const screen = await render(<LandingPage />);
    await expect
      .element(screen.getByText("Bald finden Sie hier unsere Partner-Restaurants."))
      .toBeInTheDocument();
    await screen.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = mobileMenu();
    await expect
      .element(menu.getByRole("link", { name: "Restaurants" }))
      .toHaveAttribute("href", "#restaurants");
  });

  it("given a failing live request, says the list cannot be loaded and invents no partner", async () => {
    fetchMock = mockFetch({ "/api/restaurants": { networkError: true } });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const screen = await render(<LandingPage />);
    await expect
      .element(
        screen.getByText("Die Partner-Restaurants können gerade nicht geladen werden.", { exact: false }),
      )
      .toBeInTheDocument();
    expect(document.querySelectorAll("#restaurants li")).toHaveLength(0);
  });

  it("given the pricing cards, each Jetzt starten is a link to the sign-up with its plan", async () => {
    fetchMock = mockFetch(partnersRoute());
    const screen = await render(<LandingPage />);
    const pricing = screen.getByRole("region", { name: "Preise" });
    const links = pricing.getByRole("link", { name: "Jetzt starten" }).all();
    expect(links.map((link) => link.element().getAttribute("href"))).toEqual([
      "/app/register?plan=booking-system",
      "/app/register?plan=all-in-one-monthly",
      "/app/register?plan=all-in-one-yearly",
    ]);
    await expect
      .element(screen.getByRole("contentinfo").getByRole("link", { name: "Registrieren" }))
      .toHaveAttribute("href", "/app/register");
  });

  it("given a phone, the menu lists Restaurants too and closes on Escape", async () => {
    await page.viewport(390, 800);
    fetchMock = mockFetch(partnersRoute(trattoria));
    const screen = await render(<LandingPage />);
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
    fetchMock = mockFetch(partnersRoute(trattoria));
    const screen = await render(<LandingPage />);
    // The live list first: it changes the page's height above the pricing section.
    await expect.element(screen.getByRole("heading", { name: "Trattoria Demo" })).toBeVisible();
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
    fetchMock = mockFetch(withTrattoria());
    const screen = await render(<LandingPage />);
    const details = screen.getByRole("button", { name: "Details: Trattoria Demo" });
    await details.click();
    await expect.element(screen.getByRole("dialog", { name: "Trattoria Demo" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
    await expect.element(details).toHaveFocus();
  });

  it("given Tisch reservieren, closes the modal and opens the loaded widget for that restaurant", async () => {
    fetchMock = mockFetch(withTrattoria());
    const open = vi.fn();
    (window as { Tischservice?: unknown }).Tischservice = { loaded: true, open };
    const screen = await render(<LandingPage />);
    await screen.getByRole("button", { name: "Details: Trattoria Demo" }).click();
    await screen.getByRole("button", { name: "Tisch reservieren" }).click();
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledWith({ restaurant: "r-trattoria", lang: "de", privacyUrl: "/datenschutz" });
  });

  it("given no widget yet, loads /widget.js only then and reports when it cannot be loaded", async () => {
    fetchMock = mockFetch(withTrattoria());
    const screen = await render(<LandingPage />);
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
    const screen = await render(<LandingPage />);
    await expect.element(screen.getByRole("heading", { name: "Mobile Version" })).toBeVisible();
    await expect
      .element(screen.getByRole("link", { name: "Zur Anmeldung" }))
      .toHaveAttribute("href", "/app/login");
    await expect.element(screen.getByRole("region", { name: "Features" })).not.toBeInTheDocument();
  });
});
