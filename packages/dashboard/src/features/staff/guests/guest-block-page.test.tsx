// The app's styles, so that axe judges contrast and target sizes as users see them.
import "../../../styles.css";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import type { FakeRequest } from "../../../test/fake-api.ts";
import { guestProfile } from "../../../test/guest-book-fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const profilePath = "/api/guests/restaurant/r-1/profile";
const answer = (data: unknown) => ({ body: { success: true, message: "Gastprofil gespeichert.", data } });

/**
 * The profile's routes around a server that keeps the profile: a save of the block stores it, stamped on
 * the clock's day (cleared when lifted), and the page's re-reads (every 2 s while no event stream is live)
 * then answer what the save left instead of undoing it on a slow machine.
 */
function profileServer() {
  let profile = guestProfile();
  return {
    [`GET ${profilePath}`]: () => answer(profile),
    [`PUT ${profilePath}`]: (request: FakeRequest) => {
      const { blocked, blockedReason } = request.body as { blocked?: boolean; blockedReason?: string };
      profile = guestProfile(
        blocked
          ? { blocked: true, blockedReason: blockedReason ?? "", blockedAt: "2026-05-12T10:00:00.000Z" }
          : {},
      );
      return answer(profile);
    },
  };
}

describe("guest profile page: Online-Reservierung sperren", () => {
  it("given the switch turned on with a reason, saves the block with the saved note and tags and shows it", async () => {
    const calls = ownerApi([], profileServer());
    await renderApp("/guests/profile?email=anna%40example.com");
    const toggle = page.getByRole("switch", { name: "Online-Reservierung sperren" });
    await expect.element(toggle).toHaveAttribute("aria-checked", "false");
    await page.getByRole("textbox", { name: "Grund der Sperre" }).fill("Zweimal nicht erschienen");
    await toggle.click();
    await expect.element(page.getByText("Gespeichert")).toBeVisible();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toEqual({
      note: "Nussallergie",
      tags: ["Allergie"],
      blocked: true,
      blockedReason: "Zweimal nicht erschienen",
    });
    await expect.element(page.getByText("Online gesperrt")).toBeVisible();
    await expect.element(page.getByText("Seit 12.05.2026")).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it("given a refused save, shows the server's reason and turns the switch back", async () => {
    ownerApi([], {
      [`GET ${profilePath}`]: () => answer(guestProfile()),
      [`PUT ${profilePath}`]: () => ({
        status: 400,
        body: {
          success: false,
          code: "validation",
          message: "Der Grund der Sperre darf höchstens 200 Zeichen lang sein.",
          errors: [],
        },
      }),
    });
    await renderApp("/guests/profile?email=anna%40example.com");
    const toggle = page.getByRole("switch", { name: "Online-Reservierung sperren" });
    await toggle.click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Der Grund der Sperre darf höchstens 200 Zeichen lang sein.");
    await expect.element(toggle).toHaveAttribute("aria-checked", "false");
  });
});
