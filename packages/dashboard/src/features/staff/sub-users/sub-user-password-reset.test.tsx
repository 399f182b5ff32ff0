import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const anna = { _id: "s-1", name: "anna", email: "anna@trattoriademo", parentUserId: "u-owner" };

describe("sub-users page: Passwort zurücksetzen", () => {
  it("given a sub-user, the owner sets a new password after core's checks and is told the sub-user was signed out", async () => {
    const calls = ownerApi([], {
      "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: [anna] } }),
      "PUT /api/users/subuser/s-1/password": () => ({
        body: {
          success: true,
          message: "Passwort zurückgesetzt. Der Unterbenutzer wurde auf allen Geräten abgemeldet.",
        },
      }),
    });
    await renderApp("/subusers");
    await page.getByRole("button", { name: "Passwort zurücksetzen für anna" }).click();
    const dialog = page.getByRole("dialog", { name: "Passwort zurücksetzen" });
    await expect.element(dialog.getByText(/^Neues Passwort für anna@trattoriademo\./)).toBeVisible();
    const password = dialog.getByLabelText(/^Neues Passwort\s*\*?$/);
    const confirm = dialog.getByLabelText(/^Neues Passwort bestätigen/);
    await password.fill("123");
    await dialog.getByRole("button", { name: "Passwort speichern" }).click();
    await expect.element(dialog.getByText("Passwort muss mindestens 6 Zeichen lang sein")).toBeVisible();
    await password.fill("Neu#2026");
    await confirm.fill("Neu#2027");
    await dialog.getByRole("button", { name: "Passwort speichern" }).click();
    await expect.element(dialog.getByText("Passwörter stimmen nicht überein")).toBeVisible();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await confirm.fill("Neu#2026");
    await dialog.getByRole("button", { name: "Passwort speichern" }).click();
    await expect
      .element(
        page.getByText("Passwort zurückgesetzt. Der Unterbenutzer wurde auf allen Geräten abgemeldet."),
      )
      .toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({ password: "Neu#2026", confirmPassword: "Neu#2026" });
  });

  it("given the server refuses, shows its message in the dialog and keeps it open", async () => {
    ownerApi([], {
      "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: [anna] } }),
      "PUT /api/users/subuser/s-1/password": () => ({
        status: 404,
        body: { success: false, message: "Unterbenutzer nicht gefunden." },
      }),
    });
    await renderApp("/subusers");
    await page.getByRole("button", { name: "Passwort zurücksetzen für anna" }).click();
    const dialog = page.getByRole("dialog", { name: "Passwort zurücksetzen" });
    await dialog.getByLabelText(/^Neues Passwort\s*\*?$/).fill("Neu#2026");
    await dialog.getByLabelText(/^Neues Passwort bestätigen/).fill("Neu#2026");
    await dialog.getByRole("button", { name: "Passwort speichern" }).click();
    await expect.element(dialog.getByRole("alert")).toHaveTextContent("Unterbenutzer nicht gefunden.");
  });
});
