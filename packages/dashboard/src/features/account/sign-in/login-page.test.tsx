import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { stubApi, stubEventSource } from "../../../test/fake-api.ts";
import { ownerUser } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

function anonymous(login: Parameters<typeof stubApi>[0][string]) {
  stubEventSource();
  return stubApi({
    "GET /api/users/me": () => ({ status: 401, body: { success: false, message: "Nicht angemeldet." } }),
    "POST /api/users/login": login,
  });
}

describe("login page", () => {
  it("given a session check in progress, says 'Anmeldung wird überprüft...'", async () => {
    stubApi({ "GET /api/users/me": () => new Promise(() => {}) });
    await renderApp("/login");
    await expect.element(page.getByText("Anmeldung wird überprüft...")).toBeVisible();
  });

  it("given no session, shows the form with the link to the site and to 'Passwort vergessen?'", async () => {
    anonymous(() => ({ status: 500 }));
    await renderApp("/login");
    await expect.element(page.getByRole("heading", { name: "Willkommen zurück" })).toBeVisible();
    await expect
      .element(page.getByRole("link", { name: "Passwort vergessen?" }))
      .toHaveAttribute("href", "/app/forgot-password");
    await expect
      .element(page.getByRole("link", { name: "Zurück zur Startseite" }))
      .toHaveAttribute("href", "/");
    await expect.element(page.getByRole("checkbox", { name: "Angemeldet bleiben" })).not.toBeChecked();
  });

  it("given wrong credentials, shows the server's message in the red box", async () => {
    anonymous(() => ({
      status: 401,
      body: { success: false, message: "Ungültige E-Mail oder Passwort. Bitte versuchen Sie es erneut." },
    }));
    await renderApp("/login");
    await page.getByLabelText("E-Mail oder Benutzername").fill("x@example.com");
    await page.getByLabelText(/^Passwort\*?$/).fill("falsch");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Ungültige E-Mail oder Passwort. Bitte versuchen Sie es erneut.");
  });

  it("given no network, shows 'Verbindungsfehler...'", async () => {
    anonymous(() => "network-error");
    await renderApp("/login");
    await page.getByLabelText("E-Mail oder Benutzername").fill("x@example.com");
    await page.getByLabelText(/^Passwort\*?$/).fill("geheim");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Verbindungsfehler. Bitte versuchen Sie es später erneut.");
  });

  it("given an identifier typed in capitals, sends it lowercased with rememberMe and lands the owner on home", async () => {
    let signedIn = false;
    const calls = ownerApi([], {
      "GET /api/users/me": () =>
        signedIn
          ? { body: { success: true, user: ownerUser } }
          : { status: 401, body: { success: false, message: "" } },
      "POST /api/users/login": () => {
        signedIn = true;
        return { body: { success: true, user: ownerUser } };
      },
    });
    const { history } = await renderApp("/login");
    await page.getByLabelText("E-Mail oder Benutzername").fill("Inhaber@Trattoria.Example");
    await page.getByLabelText(/^Passwort\*?$/).fill("Gastro#2026");
    await page.getByRole("checkbox", { name: "Angemeldet bleiben" }).click();
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect(history.location.pathname).toBe("/app/");
    expect(calls.find((call) => call.path === "/api/users/login")?.body).toEqual({
      email: "inhaber@trattoria.example",
      password: "Gastro#2026",
      rememberMe: true,
    });
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain("Gastro#2026");
  });

  it("given an unverified account (403), shows the message with a resend to the typed address", async () => {
    const unverified = {
      success: false,
      message: "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.",
      code: "email_not_verified",
    };
    stubEventSource();
    const calls = stubApi({
      "GET /api/users/me": () => ({ status: 401, body: { success: false, message: "" } }),
      "POST /api/users/login": () => ({ status: 403, body: unverified }),
      "POST /api/signup/resend": () => ({
        body: { success: true, message: "Falls ein unbestätigtes Konto existiert, ..." },
      }),
    });
    await renderApp("/login");
    await page.getByLabelText("E-Mail oder Benutzername").fill("neu@trattoria.example");
    await page.getByLabelText(/^Passwort\*?$/).fill("Gastro#2026");
    await page.getByRole("button", { name: "Anmelden" }).click();
    const box = page.getByRole("alert");
    await expect.element(box).toHaveTextContent("Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.");
    await box.getByRole("button", { name: "Bestätigungslink erneut senden" }).click();
    await expect
      .element(page.getByRole("status").filter({ hasText: "Falls ein unbestätigtes Konto existiert, ..." }))
      .toBeVisible();
    expect(calls.find((call) => call.path === "/api/signup/resend")?.body).toEqual({
      email: "neu@trattoria.example",
    });
  });

  it("given a deactivated account (403), shows the message only", async () => {
    anonymous(() => ({
      status: 403,
      body: {
        success: false,
        message: "Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.",
        code: "account_deactivated",
      },
    }));
    await renderApp("/login");
    await page.getByLabelText("E-Mail oder Benutzername").fill("alt@trattoria.example");
    await page.getByLabelText(/^Passwort\*?$/).fill("Gastro#2026");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.");
    expect(page.getByRole("button", { name: "Bestätigungslink erneut senden" }).query()).toBeNull();
  });

  it("given no account yet, links the restaurant sign-up", async () => {
    anonymous(() => ({ status: 500 }));
    await renderApp("/login");
    await expect
      .element(page.getByRole("link", { name: "Restaurant registrieren" }))
      .toHaveAttribute("href", "/app/register");
  });

  it("given a customer on the way to the customer view, links the guest account instead", async () => {
    anonymous(() => ({ status: 500 }));
    await renderApp("/customer");
    await expect
      .element(page.getByRole("link", { name: "Gastkonto anlegen" }))
      .toHaveAttribute("href", "/app/register?type=guest");
    expect(page.getByRole("link", { name: "Restaurant registrieren" }).query()).toBeNull();
  });
});
