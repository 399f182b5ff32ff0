import type { Locator } from "playwright-core";
import { expect } from "vitest";

/** A page or a frame holding the booking widget. */
interface WidgetScope {
  locator(selector: string): Locator;
  getByRole(role: "button", options: { name: string }): Locator;
}

/**
 * Chooses `date` in the booking widget's calendar. While its first answer is on the way, the widget may
 * still move on to the next day with free times (today has none left late in the evening, and at a month's
 * end that is next month): so each step reads the month shown, turns towards the date's month, and the day
 * counts as chosen only once its button is pressed.
 */
export async function chooseWidgetDate(scope: WidgetScope, date: string): Promise<void> {
  const day = scope.locator(`[data-date="${date}"]`);
  const wanted = date.slice(0, 7);
  await expect
    .poll(
      async () => {
        if ((await day.count()) > 0) {
          if ((await day.getAttribute("aria-pressed")) !== "true") await day.click();
          return (await day.getAttribute("aria-pressed")) === "true";
        }
        const shown = (await scope.locator("[data-date]").first().getAttribute("data-date")) ?? "";
        const towards = shown.slice(0, 7) < wanted ? "Nächster Monat" : "Vorheriger Monat";
        await scope.getByRole("button", { name: towards }).click();
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}
