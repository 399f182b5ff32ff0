// The app's styles: the sticky header and the cards are measured as users see them.
import "../../../styles.css";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { config, onboardingDone } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

beforeEach(async () => {
  await page.viewport(390, 844);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  window.scrollTo(0, 0);
  await page.viewport(1280, 900);
});

/** An owner whose configuration answers only when `release` is called, and whose checklist is open. */
function slowSettingsApi() {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  ownerApi([], {
    "GET /api/restaurantconfigs/user/u-owner": async () => {
      await answered;
      return { body: { success: true, data: config } };
    },
    "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: [] } }),
    "GET /api/onboarding/r-1": () => ({
      body: { success: true, data: { dismissed: false, steps: { ...onboardingDone.steps, hours: false } } },
    }),
  });
  return { release };
}

/** Where the card's title sits below the sticky header (px; negative: hidden under it). */
function titleBelowHeader(id: string): number {
  const header = document.querySelector("header");
  const card = document.getElementById(id);
  if (!header || !card) return Number.NaN;
  return card.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
}

describe("settings opened at a card (a link with its hash)", () => {
  it("given /settings#oeffnungszeiten while the settings still load, scrolls to the card once it is there, its title clear of the sticky header", async () => {
    const api = slowSettingsApi();
    await renderApp("/settings#oeffnungszeiten");
    await expect.element(page.getByRole("heading", { name: "Einstellungen", level: 1 })).toBeVisible();
    api.release();
    await expect.element(page.getByRole("button", { name: "Öffnungszeiten", exact: true })).toBeVisible();
    await expect.poll(() => window.scrollY).toBeGreaterThan(0);
    await expect.poll(() => titleBelowHeader("oeffnungszeiten")).toBeGreaterThanOrEqual(0);
    expect(titleBelowHeader("oeffnungszeiten")).toBeLessThan(40);
  });

  it("given 'Öffnungszeiten festlegen' on the home page's checklist, shows the card's title below the sticky header, not under it", async () => {
    const api = slowSettingsApi();
    api.release();
    const { history } = await renderApp("/");
    await page.getByRole("link", { name: "Öffnungszeiten festlegen" }).click();
    await expect.poll(() => history.location.hash).toBe("#oeffnungszeiten");
    await expect.element(page.getByRole("button", { name: "Öffnungszeiten", exact: true })).toBeVisible();
    await expect.poll(() => window.scrollY).toBeGreaterThan(0);
    await expect.poll(() => titleBelowHeader("oeffnungszeiten")).toBeGreaterThanOrEqual(0);
    expect(titleBelowHeader("oeffnungszeiten")).toBeLessThan(40);
  });
});
