import type { Restaurant } from "@tischservice/core/schemas";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { consentStorageKey } from "../consent/consent-storage.ts";
import { hydrateIslands } from "../islands/hydrate-islands.tsx";
import { renderWithIslands } from "../islands/render-with-islands.tsx";
import { hirsch, partnerList, trattoria } from "../test/fixtures.ts";
import { holdTimeouts } from "../test/hold-timeouts.ts";
import { type FetchMock, type MockAnswer, mockFetch, restaurantRoutes } from "../test/mock-fetch.ts";
import { PartnerDirectoryIsland } from "./partner-directory-island.tsx";
import { RestaurantsPage } from "./restaurants-page.tsx";
import { PARTNER_SEARCH_DEBOUNCE_MS } from "./use-partner-directory.ts";

let fetchMock: FetchMock | undefined;
let addressBefore = "";
let prerendered: HTMLElement | undefined;

/** The API's page answer: the restaurants under `data` (and `restaurants`) and where the next page starts. */
const pageAnswer = (partners: Restaurant[], nextCursor: string | null = null): MockAnswer => ({
  body: { success: true, data: partners, restaurants: partners, nextCursor, total: null },
});

/** 30 partners: the first page holds 24 and names the cursor of the rest. */
const thirty = partnerList(30);
const pagedRoute = {
  "/api/restaurants": (_init: RequestInit | undefined, url: URL) =>
    url.searchParams.get("cursor") === "c-24"
      ? pageAnswer(thirty.slice(24))
      : pageAnswer(thirty.slice(0, 24), "c-24"),
};

/** The requests for the list, with their query. */
const listRequests = () =>
  (fetchMock?.requests ?? []).filter((request) => request.startsWith("GET /api/restaurants?"));

/** The cards in the results (not the page's navigation lists). */
const cards = () => page.getByRole("region", { name: "Ergebnisse" }).getByRole("listitem").all();

const searchField = () => page.getByRole("searchbox", { name: "Restaurant oder Ort suchen" });

/** The search's pause, ended by the test rather than by how fast a busy machine types. */
const holdTypingPause = () => holdTimeouts(PARTNER_SEARCH_DEBOUNCE_MS);

beforeEach(async () => {
  addressBefore = location.href;
  await page.viewport(1280, 800);
  localStorage.setItem(
    consentStorageKey,
    JSON.stringify({ essential: true, analytics: false, marketing: false }),
  );
});
afterEach(() => {
  prerendered?.remove();
  prerendered = undefined;
  fetchMock?.restore();
  vi.restoreAllMocks();
  history.replaceState(history.state, "", addressBefore);
  delete (window as { Tischservice?: unknown }).Tischservice;
  window.scrollTo(0, 0);
});

describe("RestaurantsPage", () => {
  it("given a visitor, shows the heading, a labelled search and the first page of 24, and announces the count", async () => {
    fetchMock = mockFetch({ "/api/restaurants": pageAnswer([trattoria, hirsch]) });
    const screen = await render(<RestaurantsPage />);
    await expect
      .element(screen.getByRole("heading", { level: 1, name: "Unsere Partner-Restaurants" }))
      .toBeVisible();
    // A search landmark holding the labelled field.
    await expect.element(searchField()).toHaveValue("");
    expect(searchField().element().closest("search")).not.toBeNull();
    await expect.element(screen.getByRole("heading", { name: "Trattoria Demo" })).toBeVisible();
    await expect.element(screen.getByRole("status")).toHaveTextContent("2 Restaurants gefunden");
    expect(listRequests()).toEqual(["GET /api/restaurants?limit=24"]);
    await expect
      .element(screen.getByRole("button", { name: "Weitere Restaurants laden" }))
      .not.toBeInTheDocument();
  });

  it("given the answer still on its way, shows a neutral loading state and no partner", async () => {
    fetchMock = mockFetch({ "/api/restaurants": { pending: true } });
    const screen = await render(<RestaurantsPage />);
    await expect.element(screen.getByRole("status")).toHaveTextContent("Restaurants werden geladen");
    await expect
      .element(screen.getByRole("region", { name: "Ergebnisse" }))
      .toHaveAttribute("aria-busy", "true");
    await expect.element(screen.getByTestId("partners-loading")).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it("given typing, searches once the typing pauses, sends q and keeps it in the address", async () => {
    fetchMock = mockFetch({
      "/api/restaurants": (_init, url) =>
        url.searchParams.get("q") === "München" ? pageAnswer([trattoria]) : pageAnswer([trattoria, hirsch]),
    });
    const screen = await render(<RestaurantsPage />);
    await expect.element(screen.getByRole("heading", { name: "Zum Goldenen Hirsch" })).toBeVisible();
    const pause = holdTypingPause();
    await userEvent.type(searchField(), "München");
    expect(listRequests()).toHaveLength(1);
    pause.release();
    await expect
      .element(screen.getByRole("heading", { name: "Zum Goldenen Hirsch" }))
      .not.toBeInTheDocument();
    await expect.element(screen.getByRole("status")).toHaveTextContent("1 Restaurant gefunden");
    // One request for the typed search, not one per keystroke.
    expect(listRequests()).toEqual([
      "GET /api/restaurants?limit=24",
      `GET /api/restaurants?limit=24&q=M%C3%BCnchen`,
    ]);
    expect(new URL(location.href).searchParams.get("q")).toBe("München");

    await searchField().clear();
    pause.release();
    await expect.element(screen.getByRole("heading", { name: "Zum Goldenen Hirsch" })).toBeVisible();
    expect(new URL(location.href).searchParams.has("q")).toBe(false);
  });

  it("given Enter in the search field, searches at once", async () => {
    fetchMock = mockFetch({ "/api/restaurants": pageAnswer([trattoria]) });
    await render(<RestaurantsPage />);
    await expect.poll(listRequests).toHaveLength(1);
    // The pause never ends: only Enter can send the search.
    holdTypingPause();
    await searchField().click();
    await userEvent.keyboard("Hirsch{Enter}");
    await expect.poll(listRequests).toContain("GET /api/restaurants?limit=24&q=Hirsch");
    expect(listRequests()).toHaveLength(2);
  });

  it("given a shared address with ?q=, starts with that search in the field and the request", async () => {
    history.replaceState(history.state, "", `${location.pathname}?q=Erlangen`);
    fetchMock = mockFetch({ "/api/restaurants": pageAnswer([hirsch]) });
    const screen = await render(<RestaurantsPage />);
    await expect.element(searchField()).toHaveValue("Erlangen");
    await expect.element(screen.getByRole("heading", { name: "Zum Goldenen Hirsch" })).toBeVisible();
    expect(listRequests()).toEqual(["GET /api/restaurants?limit=24&q=Erlangen"]);
  });

  it("given more partners than a page, Weitere Restaurants laden appends the next page by its cursor", async () => {
    fetchMock = mockFetch(pagedRoute);
    const screen = await render(<RestaurantsPage />);
    await expect.element(screen.getByRole("heading", { name: "Restaurant 24" })).toBeInTheDocument();
    await expect
      .element(screen.getByRole("status"))
      .toHaveTextContent("24 Restaurants angezeigt, weitere verfügbar");
    expect(cards()).toHaveLength(24);

    await screen.getByRole("button", { name: "Weitere Restaurants laden" }).click();
    await expect.element(screen.getByRole("heading", { name: "Restaurant 30" })).toBeInTheDocument();
    expect(cards()).toHaveLength(30);
    expect(listRequests()).toEqual([
      "GET /api/restaurants?limit=24",
      "GET /api/restaurants?limit=24&cursor=c-24",
    ]);
    await expect.element(screen.getByRole("status")).toHaveTextContent("30 Restaurants gefunden");
    // The last page: no button; focus moved to the first card it brought.
    await expect
      .element(screen.getByRole("button", { name: "Weitere Restaurants laden" }))
      .not.toBeInTheDocument();
    await expect.element(screen.getByRole("button", { name: "Details: Restaurant 25" })).toHaveFocus();
  });

  it("given a search with more pages, asks for the next page with the same q", async () => {
    fetchMock = mockFetch(pagedRoute);
    const screen = await render(<RestaurantsPage />);
    await searchField().fill("Erlangen");
    await expect.poll(listRequests).toContain("GET /api/restaurants?limit=24&q=Erlangen");
    await screen.getByRole("button", { name: "Weitere Restaurants laden" }).click();
    await expect.poll(listRequests).toContain("GET /api/restaurants?limit=24&q=Erlangen&cursor=c-24");
  });

  it("given a search without a match, says Keine Restaurants gefunden", async () => {
    fetchMock = mockFetch({
      "/api/restaurants": (_init, url) =>
        url.searchParams.has("q") ? pageAnswer([]) : pageAnswer([trattoria]),
    });
    const screen = await render(<RestaurantsPage />);
    await expect.element(screen.getByRole("heading", { name: "Trattoria Demo" })).toBeVisible();
    await searchField().fill("Sushi Flensburg");
    await expect
      .element(screen.getByText("Keine Restaurants gefunden", { exact: true }).last())
      .toBeVisible();
    await expect.element(screen.getByRole("status")).toHaveTextContent("Keine Restaurants gefunden");
    expect(cards()).toHaveLength(0);
  });

  it("given no partners at all, says they will appear here soon", async () => {
    fetchMock = mockFetch({ "/api/restaurants": pageAnswer([]) });
    const screen = await render(<RestaurantsPage />);
    await expect
      .element(screen.getByRole("status"))
      .toHaveTextContent("Bald finden Sie hier unsere Partner-Restaurants.");
  });

  it("given a failing request, says so and Erneut versuchen asks again", async () => {
    let fail = true;
    fetchMock = mockFetch({
      "/api/restaurants": () => (fail ? { networkError: true } : pageAnswer([trattoria])),
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const screen = await render(<RestaurantsPage />);
    await expect
      .element(screen.getByRole("status"))
      .toHaveTextContent("Die Restaurants können gerade nicht geladen werden.");
    fail = false;
    await screen.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(screen.getByRole("heading", { name: "Trattoria Demo" })).toBeVisible();
    expect(listRequests()).toHaveLength(2);
  });

  it("given the next page failing, keeps the cards, says so and loads it on the next try", async () => {
    let fail = true;
    fetchMock = mockFetch({
      "/api/restaurants": (init, url) =>
        url.searchParams.has("cursor") && fail
          ? { status: 500, body: { success: false } }
          : pagedRoute["/api/restaurants"](init, url),
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const screen = await render(<RestaurantsPage />);
    const more = screen.getByRole("button", { name: "Weitere Restaurants laden" });
    await more.click();
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("Weitere Restaurants können gerade nicht geladen werden.");
    expect(cards()).toHaveLength(24);
    fail = false;
    await more.click();
    await expect.element(screen.getByRole("heading", { name: "Restaurant 30" })).toBeInTheDocument();
    await expect.element(screen.getByRole("alert")).not.toBeInTheDocument();
  });

  it("given Tisch reservieren in a partner's modal, closes it and opens the widget as on the landing page", async () => {
    fetchMock = mockFetch({
      ...restaurantRoutes({ restaurantId: trattoria._id }),
      "/api/restaurants": pageAnswer([trattoria, hirsch]),
    });
    const open = vi.fn();
    (window as { Tischservice?: unknown }).Tischservice = { loaded: true, open };
    const screen = await render(<RestaurantsPage />);
    await screen.getByRole("button", { name: "Details: Trattoria Demo" }).click();
    await expect.element(screen.getByRole("dialog", { name: "Trattoria Demo" })).toBeVisible();
    await screen.getByRole("button", { name: "Tisch reservieren" }).click();
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledWith({ restaurant: "r-trattoria", lang: "de", privacyUrl: "/datenschutz" });
  });

  it("given the prerendered page, shows the directory loading with no partner, then hydrates it without a mismatch", async () => {
    fetchMock = mockFetch({ "/api/restaurants": pageAnswer([trattoria]) });
    const errors = vi.spyOn(console, "error");
    prerendered = document.createElement("div");
    prerendered.innerHTML = renderWithIslands(<RestaurantsPage />);
    document.body.append(prerendered);
    const island = prerendered.querySelector<HTMLElement>('[data-island="partner-directory"]');
    expect(island?.querySelector('[data-testid="partners-loading"]')).not.toBeNull();
    expect(island?.querySelector("[data-live]")).toBeNull();
    expect(island?.textContent).not.toContain("Trattoria");
    // Typed before the script arrived: kept, and searched once hydrated.
    const field = island?.querySelector<HTMLInputElement>('input[type="search"]');
    if (!field) throw new Error("Suchfeld fehlt");
    field.value = "Trattoria";
    hydrateIslands({ "partner-directory": PartnerDirectoryIsland }, prerendered);
    await expect.poll(() => island?.dataset.hydrated).toBe("true");
    await expect.poll(() => island?.querySelector("[data-live]")?.textContent).toContain("Trattoria Demo");
    expect(listRequests()).toEqual(["GET /api/restaurants?limit=24&q=Trattoria"]);
    expect(field.value).toBe("Trattoria");
    expect(errors).not.toHaveBeenCalled();
  });
});
