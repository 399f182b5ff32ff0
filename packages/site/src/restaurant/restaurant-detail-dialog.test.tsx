import type { Restaurant } from "@tischservice/core/schemas";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { bareRestaurant, brokenBanner, openingHours, specialHours, trattoria } from "../test/fixtures.ts";
import { type FetchMock, mockFetch, restaurantRoutes } from "../test/mock-fetch.ts";
import { RestaurantDetailDialog } from "./restaurant-detail-dialog.tsx";

let fetchMock: FetchMock | undefined;
afterEach(() => fetchMock?.restore());

function renderDialog(restaurant: Restaurant, onReserve = vi.fn()) {
  return render(
    <RestaurantDetailDialog restaurant={restaurant} open onOpenChange={() => {}} onReserve={onReserve} />,
  );
}

describe("RestaurantDetailDialog", () => {
  it("given a restaurant, shows its name, cuisine and the overview", async () => {
    fetchMock = mockFetch(restaurantRoutes({ restaurantId: trattoria._id, openingHours }));
    const screen = await renderDialog(trattoria);
    await expect.element(screen.getByRole("dialog", { name: "Trattoria Demo" })).toBeVisible();
    await expect
      .element(screen.getByRole("tab", { name: "Übersicht" }))
      .toHaveAttribute("aria-selected", "true");
    await expect.element(screen.getByText("Schillerstraße 12, 80336 München")).toBeVisible();
    await expect.element(screen.getByText("Hausgemachte Pasta und Pizza aus dem Steinofen.")).toBeVisible();
  });

  it("given a bare website, links it with https:// in front; phone and e-mail are links", async () => {
    fetchMock = mockFetch({});
    const screen = await renderDialog(trattoria);
    await screen.getByRole("tab", { name: "Kontakt" }).click();
    await expect
      .element(screen.getByRole("link", { name: "www.trattoria.example" }))
      .toHaveAttribute("href", "https://www.trattoria.example");
    await expect
      .element(screen.getByRole("link", { name: "089 1234567" }))
      .toHaveAttribute("href", "tel:0891234567");
    await expect
      .element(screen.getByRole("link", { name: "info@trattoria.example" }))
      .toHaveAttribute("href", "mailto:info@trattoria.example");
  });

  it("given no contact data, says Keine Kontaktdaten verfügbar", async () => {
    fetchMock = mockFetch({});
    const screen = await renderDialog(bareRestaurant);
    await screen.getByRole("tab", { name: "Kontakt" }).click();
    await expect.element(screen.getByText("Keine Kontaktdaten verfügbar")).toBeVisible();
  });

  it("given opening hours, lists Monday to Sunday with times or Geschlossen", async () => {
    fetchMock = mockFetch(restaurantRoutes({ restaurantId: trattoria._id, openingHours }));
    const screen = await renderDialog(trattoria);
    await screen.getByRole("tab", { name: "Zeiten", exact: true }).click();
    await expect.element(screen.getByRole("row", { name: "Montag Geschlossen" })).toBeVisible();
    await expect
      .element(screen.getByRole("row", { name: "Dienstag 11:30 – 14:30, 17:30 – 22:00" }))
      .toBeVisible();
    await expect.element(screen.getByRole("row", { name: "Samstag 12:00 – 23:00" })).toBeVisible();
    await expect.element(screen.getByRole("row", { name: "Sonntag Geschlossen" })).toBeVisible();
  });

  it("given no opening hours, says Keine Öffnungszeiten verfügbar", async () => {
    fetchMock = mockFetch(restaurantRoutes({ restaurantId: trattoria._id }));
    const screen = await renderDialog(trattoria);
    await screen.getByRole("tab", { name: "Zeiten", exact: true }).click();
    await expect.element(screen.getByText("Keine Öffnungszeiten verfügbar")).toBeVisible();
  });

  it("given the special-hours tab, loads them only when it is opened", async () => {
    fetchMock = mockFetch(restaurantRoutes({ restaurantId: trattoria._id, openingHours, specialHours }));
    const screen = await renderDialog(trattoria);
    await screen.getByRole("tab", { name: "Zeiten", exact: true }).click();
    await expect.element(screen.getByRole("row", { name: "Montag Geschlossen" })).toBeVisible();
    expect(fetchMock.calls).not.toContain("GET /api/restaurants/r-trattoria/special-hours");
    await screen.getByRole("tab", { name: "Besondere Zeiten" }).click();
    await expect.element(screen.getByText("Heiligabend", { exact: true })).toBeVisible();
    await expect.element(screen.getByText("24.12.2026 · Geschlossen")).toBeVisible();
    await expect.element(screen.getByText("12.12.2026 · 18:00 – 23:30")).toBeVisible();
    expect(fetchMock.calls).toContain("GET /api/restaurants/r-trattoria/special-hours");
  });

  it("given a failing special-hours request, shows the empty state", async () => {
    fetchMock = mockFetch({ "/api/restaurants/r-trattoria/special-hours": { networkError: true } });
    const screen = await renderDialog(trattoria);
    await screen.getByRole("tab", { name: "Besondere Zeiten" }).click();
    await expect.element(screen.getByText("Keine besonderen Zeiten eingetragen")).toBeVisible();
  });

  it("given a banner that fails to load, shows the plate fallback", async () => {
    fetchMock = mockFetch({});
    const screen = await renderDialog(brokenBanner);
    await expect.element(screen.getByTestId("banner-fallback")).toBeInTheDocument();
  });

  it("given Tisch reservieren, hands the restaurant to the caller", async () => {
    fetchMock = mockFetch({});
    const onReserve = vi.fn();
    const screen = await renderDialog(trattoria, onReserve);
    await screen.getByRole("button", { name: "Tisch reservieren" }).click();
    expect(onReserve).toHaveBeenCalledWith(trattoria);
  });
});
