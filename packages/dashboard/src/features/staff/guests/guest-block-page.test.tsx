// The app's styles, so that axe judges contrast and target sizes as users see them.
import "../../../styles.css";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { guestProfile } from "../../../test/guest-book-fixtures.ts";
import { profileAnswer, profilePath, profileServer } from "../../../test/guest-profile-server.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A save of the block stores it, stamped on the clock's day, and clears it when lifted. */
const savedBlock = (body: unknown) => {
  const { blocked, blockedReason } = body as { blocked?: boolean; blockedReason?: string };
  return blocked
    ? { blocked: true, blockedReason: blockedReason ?? "", blockedAt: "2026-05-12T10:00:00.000Z" }
    : {};
};

describe("guest profile page: Online-Reservierung sperren", () => {
  it("given the switch turned on with a reason, saves the block with the saved note and tags and shows it", async () => {
    const calls = ownerApi([], profileServer(savedBlock));
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
      [`GET ${profilePath}`]: () => profileAnswer(guestProfile()),
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
