import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { stubApi } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const token = "abcdefghijklmnopqrstuvwx";

describe("reset-password page", () => {
  it("given no token, shows the invalid-link screen with its text and the four reasons", async () => {
    stubApi({});
    await renderApp("/reset-password");
    await expect.element(page.getByRole("heading", { name: "Link ungültig" })).toBeVisible();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Kein Reset-Token gefunden. Bitte fordern Sie einen neuen Reset-Link an.");
    await expect.element(page.getByRole("listitem")).toHaveLength(4);
    await expect
      .element(page.getByRole("link", { name: "Neuen Link anfordern" }))
      .toHaveAttribute("href", "/app/forgot-password");
  });

  it("given a used token, shows the server's reason", async () => {
    stubApi({
      [`GET /api/users/validate-reset-token/${token}`]: () => ({
        status: 400,
        body: {
          success: false,
          valid: false,
          reason: "used",
          message: "Der Reset-Link ist ungültig oder abgelaufen. Der Link wurde bereits verwendet.",
        },
      }),
    });
    await renderApp(`/reset-password?token=${token}`);
    await expect.element(page.getByRole("alert")).toHaveTextContent("Der Link wurde bereits verwendet.");
  });

  it("given different passwords, refuses with 'Die Passwörter stimmen nicht überein.'", async () => {
    const calls = stubApi({
      [`GET /api/users/validate-reset-token/${token}`]: () => ({
        body: { success: true, valid: true, message: "" },
      }),
    });
    await renderApp(`/reset-password?token=${token}`);
    await page.getByLabelText(/^Neues Passwort/).fill("geheim123");
    await page.getByLabelText(/^Passwort bestätigen/).fill("geheim124");
    await page.getByRole("button", { name: "Passwort zurücksetzen" }).click();
    await expect.element(page.getByRole("alert")).toHaveTextContent("Die Passwörter stimmen nicht überein.");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("given a password the server refuses, shows the server's message and keeps the form", async () => {
    stubApi({
      [`GET /api/users/validate-reset-token/${token}`]: () => ({
        body: { success: true, valid: true, message: "" },
      }),
      "POST /api/users/reset-password": () => ({
        status: 400,
        body: {
          success: false,
          code: "validation",
          message: "Vom Server abgelehnt.",
          errors: [{ path: "newPassword", message: "Vom Server abgelehnt." }],
        },
      }),
    });
    await renderApp(`/reset-password?token=${token}`);
    await page.getByLabelText(/^Neues Passwort/).fill("Neu#2026x");
    await page.getByLabelText(/^Passwort bestätigen/).fill("Neu#2026x");
    await page.getByRole("button", { name: "Passwort zurücksetzen" }).click();
    await expect.element(page.getByRole("alert")).toHaveTextContent("Vom Server abgelehnt.");
    await expect.element(page.getByLabelText(/^Neues Passwort/)).toBeVisible();
  });

  it("given a valid token and matching passwords, shows the success screen with the way to login", async () => {
    const calls = stubApi({
      [`GET /api/users/validate-reset-token/${token}`]: () => ({
        body: { success: true, valid: true, message: "" },
      }),
      "POST /api/users/reset-password": () => ({ body: { success: true, message: "ok" } }),
    });
    await renderApp(`/reset-password?token=${token}`);
    // Opening the link only checks the token (a read): the password changes on the visitor's submit.
    await expect.element(page.getByRole("heading", { name: "Neues Passwort festlegen" })).toBeVisible();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/users/validate-reset-token/${token}`,
    ]);
    await page.getByLabelText(/^Neues Passwort/).fill("geheim123");
    await page.getByLabelText(/^Passwort bestätigen/).fill("geheim123");
    await page.getByRole("button", { name: "Passwort zurücksetzen" }).click();
    await expect
      .element(page.getByRole("heading", { name: "Passwort erfolgreich zurückgesetzt" }))
      .toBeVisible();
    await expect.element(page.getByRole("link", { name: "Zur Anmeldung" })).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ token, newPassword: "geheim123" });
  });
});
