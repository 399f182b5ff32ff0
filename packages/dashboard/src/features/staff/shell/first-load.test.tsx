import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { onDesktopScreen } from "../../../test/desktop-screen.ts";
import type { FakeResponse } from "../../../test/fake-api.ts";
import { reservationRangeRoute } from "../../../test/fake-reservation-range.ts";
import { onboardingDone, reservation, restaurant } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

onDesktopScreen();

/** An answer the test gives later (`answer`), as a slow server would. */
function later() {
  let answer: (response: FakeResponse) => void = () => {};
  const response = new Promise<FakeResponse>((resolve) => {
    answer = resolve;
  });
  return { route: () => response, answer };
}

describe("the dashboard's first moments after sign-in", () => {
  it("given the restaurant still loading, shows a placeholder for its name, never the owner's; then its name", async () => {
    const restaurantAnswer = later();
    ownerApi([], { "GET /api/restaurants/r-1": restaurantAnswer.route });
    await renderApp("/");
    await expect.element(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
    const header = page.getByRole("banner");
    await expect.poll(() => header.element().querySelector('[data-slot="skeleton"]')).not.toBeNull();
    await expect.element(page.getByText("Giulia Rossi")).not.toBeInTheDocument();
    restaurantAnswer.answer({ body: { success: true, data: restaurant } });
    await expect.element(header.getByText("Trattoria Demo", { exact: true })).toBeVisible();
    expect(header.element().querySelector('[data-slot="skeleton"]')).toBeNull();
    await expect.element(page.getByText("Giulia Rossi")).not.toBeInTheDocument();
  });

  it("given an established restaurant whose checklist answers after today's list, never shows Erste Schritte", async () => {
    const onboardingAnswer = later();
    ownerApi([reservation({ customerName: "Heute Gast" })], {
      "GET /api/onboarding/r-1": onboardingAnswer.route,
    });
    await renderApp("/");
    await expect.element(page.getByRole("article", { name: /Heute Gast/ })).toBeVisible();
    await expect.element(page.getByRole("region", { name: "Erste Schritte" })).not.toBeInTheDocument();
    onboardingAnswer.answer({ body: { success: true, data: onboardingDone } });
    await expect.element(page.getByRole("region", { name: "Erste Schritte" })).not.toBeInTheDocument();
    await expect.element(page.getByRole("article", { name: /Heute Gast/ })).toBeVisible();
  });

  it("asks for the checklist together with today's reservations, not after their answer", async () => {
    const reservationsAnswer = later();
    const calls = ownerApi([], { "GET /api/reservations/restaurant/r-1": reservationsAnswer.route });
    await renderApp("/");
    await expect.poll(() => calls.some((call) => call.path === "/api/onboarding/r-1")).toBe(true);
    expect(calls.some((call) => call.path.startsWith("/api/reservations/restaurant/r-1"))).toBe(true);
    const today = reservationRangeRoute([reservation({ customerName: "Heute Gast" })]);
    reservationsAnswer.answer(
      (await today({
        method: "GET",
        path: "/api/reservations/restaurant/r-1?from=2026-05-14&to=2026-05-14",
        body: undefined,
        at: 0,
      })) as FakeResponse,
    );
    await expect.element(page.getByRole("article", { name: /Heute Gast/ })).toBeVisible();
    await expect.element(page.getByRole("region", { name: "Erste Schritte" })).not.toBeInTheDocument();
  });
});
