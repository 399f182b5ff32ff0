// The app's styles: the test measures the layout as a phone shows it.
import "../../../styles.css";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { config } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

beforeEach(async () => {
  await page.viewport(390, 844);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await page.viewport(1280, 900);
});

function settingsApi() {
  return ownerApi([], {
    "GET /api/restaurantconfigs/user/u-owner": () => ({ body: { success: true, data: config } }),
    "GET /api/restaurants/r-1": () => ({
      body: {
        success: true,
        data: { _id: "r-1", name: "Trattoria Demo", ownerId: "u-owner", bannerUrl: null },
      },
    }),
    "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: [] } }),
  });
}

describe("settings on a 390 px phone", () => {
  it("given the stay lengths, keeps each row (guests, minutes, 'Minuten' and the bin) on one line", async () => {
    settingsApi();
    await renderApp("/settings");
    const editor = page.getByRole("region", { name: "Aufenthaltsdauer nach Gruppengröße" });
    await expect.element(editor.getByRole("spinbutton", { name: "Mehr Gäste: Minuten" })).toBeVisible();
    const rows = [...editor.element().querySelectorAll("ol > li")] as HTMLElement[];
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const tallest = Math.max(...[...row.children].map((part) => part.getBoundingClientRect().height));
      // One line: a wrapped row (flex-wrap) grows taller than its tallest part.
      expect({ row: row.textContent, height: Math.round(row.getBoundingClientRect().height) }).toEqual({
        row: row.textContent,
        height: Math.round(tallest),
      });
      expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    }
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });
});
