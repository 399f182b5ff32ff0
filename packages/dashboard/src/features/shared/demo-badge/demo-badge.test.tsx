import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { stubApi, stubEventSource } from "../../../test/fake-api.ts";
import { ownerUser, restaurant } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const header = () => page.getByRole("banner");

describe("Demo-Daten badge", () => {
  describe("on a desktop", () => {
    beforeEach(async () => {
      await page.viewport(1280, 900);
    });

    it("given a demo owner, shows the badge in the header and explains it on focus", async () => {
      ownerApi([], {}, { ...ownerUser, isDemo: true });
      await renderApp("/");
      const badge = header().getByText("Demo-Daten");
      await expect.element(badge).toBeVisible();
      // The tooltip's chunk loads after the first paint: then the mark becomes a focusable trigger.
      await expect.element(badge).toHaveAttribute("tabindex", "0");
      (badge.element() as HTMLElement).focus();
      await expect.element(page.getByRole("tooltip")).toHaveTextContent(/Beispieldaten der Demo/);
    });

    it("given a real owner of a demo restaurant, shows the badge too", async () => {
      ownerApi([], {
        "GET /api/restaurants/r-1": () => ({
          body: { success: true, data: { ...restaurant, isDemo: true } },
        }),
      });
      await renderApp("/");
      await expect.element(header().getByText("Demo-Daten")).toBeVisible();
    });

    it("given a real owner and restaurant, shows no badge", async () => {
      ownerApi([], {}, { ...ownerUser, isDemo: false });
      await renderApp("/");
      await expect.element(header().getByText("Trattoria Demo")).toBeVisible();
      await expect.element(page.getByText("Demo-Daten")).not.toBeInTheDocument();
    });
  });

  it("given a phone, shows the badge in the header as well", async () => {
    await page.viewport(390, 844);
    ownerApi([], {}, { ...ownerUser, isDemo: true });
    await renderApp("/");
    await expect.element(header().getByText("Demo-Daten")).toBeVisible();
  });

  it("given a demo administrator, shows the badge in the admin header", async () => {
    const admin = { ...ownerUser, _id: "u-admin", role: "Admin", restaurantId: null, isDemo: true };
    stubEventSource();
    stubApi({
      "GET /api/users/me": () => ({ body: { success: true, user: admin } }),
      "GET /api/users": () => ({ body: { success: true, data: [admin] } }),
      "GET /api/restaurants": () => ({ body: { success: true, data: [] } }),
    });
    await renderApp("/admin");
    await expect.element(header().getByText("Demo-Daten")).toHaveAttribute("tabindex", "0");
    await userEvent.hover(header().getByText("Demo-Daten"));
    await expect.element(page.getByRole("tooltip")).toHaveTextContent(/Beispieldaten der Demo/);
  });
});
