import { afterEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { config } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

function settingsApi() {
  return ownerApi([], {
    "GET /api/restaurantconfigs/user/u-owner": () => ({ body: { success: true, data: config } }),
    "GET /api/restaurants/r-1": () => ({
      body: { success: true, data: { _id: "r-1", name: "Trattoria Demo", ownerId: "u-owner" } },
    }),
    "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: [] } }),
  });
}

/** The browser's own time inputs: they follow the browser's language (AM/PM in an English one). */
const nativeTimeInputs = () => document.querySelectorAll('input[type="time"]').length;

describe("time fields in the settings", () => {
  it("given the opening hours, shows each time in 24 hours in ui's time field, never the browser's", async () => {
    settingsApi();
    await renderApp("/settings");
    const tuesday = page.getByRole("group", { name: "Dienstag" });
    const closes = tuesday.getByRole("textbox", { name: "Schließt" });
    await expect.element(closes).toHaveValue("22:00");
    await expect.element(closes).toHaveAccessibleDescription(/24-Stunden-Format/);
    expect(nativeTimeInputs()).toBe(0);
    await closes.fill("2330");
    await userEvent.tab();
    await expect.element(closes).toHaveValue("23:30");
  });

  it("given custom hours of a special day, takes them in 24 hours in ui's time field", async () => {
    settingsApi();
    await renderApp("/settings");
    await page.getByRole("button", { name: "Spezielle Zeit hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Spezielle Öffnungszeit hinzufügen" });
    await dialog.getByRole("textbox", { name: /^Titel/ }).fill("Sommerfest");
    await dialog.getByRole("checkbox", { name: "Geschlossen" }).click();
    const opens = dialog.getByRole("textbox", { name: "Öffnet" });
    await expect.element(opens).toBeVisible();
    expect(nativeTimeInputs()).toBe(0);
    await opens.fill("930");
    await userEvent.tab();
    await expect.element(opens).toHaveValue("09:30");
  });
});
