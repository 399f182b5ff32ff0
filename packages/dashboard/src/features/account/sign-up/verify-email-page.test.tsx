import { createMemoryHistory } from "@tanstack/react-router";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { App, createQueryClient } from "../../../app.tsx";
import { type FakeRequest, type Route, stubApi, stubEventSource } from "../../../test/fake-api.ts";
import { fixedNow, ownerUser } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { recordToasts } from "../../../test/toast-recorder.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const verified = "Ihre E-Mail-Adresse ist bestätigt. Willkommen bei Tischservice!";
const keptSession =
  "Die E-Mail-Adresse ist bestätigt. Sie sind weiter mit Ihrem bisherigen Konto angemeldet; melden Sie sich ab, um das bestätigte Konto zu nutzen.";
const passwordRequired =
  "Dieser Link wurde erneut angefordert. Bitte legen Sie ein Passwort fest, um Ihre E-Mail-Adresse zu bestätigen.";
const token = "abcDEF123_-xyz";

const guestUser = {
  _id: "u-gast",
  name: "Anna Schmidt",
  email: "anna@example.test",
  role: "customer",
  isSubuser: false,
  parentUserId: null,
  restaurantId: null,
};
const adminUser = { ...guestUser, _id: "u-admin", name: "Ada Admin", role: "Admin" };

/** Nobody is signed in in this browser. */
const signedOut = () => ({
  status: 401,
  body: { success: false, message: "Nicht angemeldet", code: "unauthorized" },
});

function verifiedAs(user: Record<string, unknown>) {
  return () => ({ body: { success: true, message: verified, signedIn: true, user } });
}

function refusal(status: number, code: string, message: string): Route {
  return () => ({ status, body: { success: false, message, code } });
}

const verifyPosts = (calls: FakeRequest[]) =>
  calls.filter((call) => call.method === "POST" && call.path === "/api/signup/verify");

const confirmButton = () => page.getByRole("button", { name: "E-Mail-Adresse bestätigen" });

describe("verify-email page", () => {
  it("given the link is opened, posts nothing until the visitor clicks, then posts once", async () => {
    const calls = stubApi({
      "GET /api/users/me": signedOut,
      "POST /api/signup/verify": () => new Promise(() => {}),
    });
    await renderApp(`/verify-email?token=${token}`);
    await expect
      .element(page.getByRole("heading", { name: "Bestätigen Sie Ihre E-Mail-Adresse" }))
      .toBeVisible();
    await expect.element(confirmButton()).toBeVisible();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);

    await confirmButton().click();
    const busy = page.getByRole("button", { name: "E-Mail-Adresse wird bestätigt..." });
    await expect.element(busy).toHaveAttribute("aria-busy", "true");
    // A busy button is aria-disabled, which the driver's click waits out: the visitor's clicks go straight in.
    const busyButton = busy.element() as HTMLButtonElement;
    busyButton.click();
    busyButton.click();
    await new Promise((settled) => setTimeout(settled, 0));
    expect(verifyPosts(calls).map((call) => call.body)).toEqual([{ token }]);
  });

  it("given an owner's valid link, confirms on the click and lands on the dashboard home", async () => {
    const calls = ownerApi([], {
      "GET /api/users/me": signedOut,
      "POST /api/signup/verify": verifiedAs(ownerUser),
    });
    const toasts = recordToasts("toast-title");
    const { history } = await renderApp(`/verify-email?token=${token}`);
    await confirmButton().click();
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect(history.location.pathname).toBe("/app/");
    expect(toasts.texts()).toEqual([verified]);
    toasts.stop();
    expect(verifyPosts(calls).map((call) => call.body)).toEqual([{ token }]);
  });

  it("given a guest's valid link, lands in 'Meine Reservierungen'", async () => {
    stubEventSource();
    let session: Record<string, unknown> | null = null;
    stubApi({
      "POST /api/signup/verify": () => {
        session = guestUser;
        return verifiedAs(guestUser)();
      },
      "GET /api/users/me": () => (session ? { body: { success: true, user: session } } : signedOut()),
      "GET /api/restaurants": () => ({ body: { success: true, data: [] } }),
      "GET /api/reservations/user/anna%40example.test": () => ({ body: { success: true, data: [] } }),
    });
    const { history } = await renderApp(`/verify-email?token=${token}`);
    await confirmButton().click();
    await expect
      .element(page.getByRole("tab", { name: "Meine Reservierungen", selected: true }))
      .toBeVisible();
    expect(history.location.pathname).toBe("/app/customer");
    expect(history.location.search).toBe("?tab=my-reservations");
  });

  it("given an admin's valid link, lands in the admin area", async () => {
    stubEventSource();
    let session: Record<string, unknown> | null = null;
    stubApi({
      "POST /api/signup/verify": () => {
        session = adminUser;
        return verifiedAs(adminUser)();
      },
      "GET /api/users/me": () => (session ? { body: { success: true, user: session } } : signedOut()),
    });
    const { history } = await renderApp(`/verify-email?token=${token}`);
    await confirmButton().click();
    await expect.poll(() => history.location.pathname).toBe("/app/admin");
  });

  it("given StrictMode, posts nothing on load and the click once", async () => {
    const calls = ownerApi([], {
      "GET /api/users/me": signedOut,
      "POST /api/signup/verify": verifiedAs(ownerUser),
    });
    const history = createMemoryHistory({ initialEntries: [`/app/verify-email?token=${token}`] });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
    await render(
      <StrictMode>
        <App
          history={history}
          queryClient={queryClient}
          now={fixedNow}
          environment={{ leaveToSite: vi.fn() }}
        />
      </StrictMode>,
    );
    await expect.element(confirmButton()).toBeVisible();
    expect(verifyPosts(calls)).toEqual([]);
    await confirmButton().click();
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect(verifyPosts(calls)).toHaveLength(1);
  });

  it("given another account is signed in, says so before the click, keeps that session and offers to sign out", async () => {
    const calls = ownerApi([], {
      "POST /api/signup/verify": () => ({
        body: { success: true, message: keptSession, signedIn: false, user: null },
      }),
      "POST /api/users/logout": () => ({ body: { success: true } }),
    });
    const { history, queryClient } = await renderApp(`/verify-email?token=${token}`);
    await expect
      .element(page.getByText("Sie sind als Giulia Rossi angemeldet. Die Bestätigung meldet Sie nicht um."))
      .toBeVisible();
    await confirmButton().click();

    await expect.element(page.getByRole("heading", { name: "E-Mail-Adresse bestätigt" })).toBeVisible();
    await expect.element(page.getByRole("status").filter({ hasText: keptSession })).toBeVisible();
    // The session kept is Giulia's: no way into another account, no sign-out without the visitor's click.
    expect(history.location.pathname).toBe("/app/verify-email");
    expect(queryClient.getQueryData(["me"])).toMatchObject({ _id: "u-owner" });
    expect(calls.filter((call) => call.path === "/api/users/logout")).toEqual([]);
    await expect
      .element(page.getByRole("link", { name: "Weiter als Giulia Rossi" }))
      .toHaveAttribute("href", "/app/");

    await page.getByRole("button", { name: "Abmelden und anmelden" }).click();
    await expect.poll(() => history.location.pathname).toBe("/app/login");
    expect(calls.filter((call) => call.path === "/api/users/logout")).toHaveLength(1);
    expect(queryClient.getQueryData(["me"])).toBeNull();
  });

  it("given another account is signed in, 'Weiter als' returns to that account's dashboard", async () => {
    ownerApi([], {
      "POST /api/signup/verify": () => ({
        body: { success: true, message: keptSession, signedIn: false, user: null },
      }),
    });
    const { history } = await renderApp(`/verify-email?token=${token}`);
    await confirmButton().click();
    await page.getByRole("link", { name: "Weiter als Giulia Rossi" }).click();
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect(history.location.pathname).toBe("/app/");
  });

  it("given a resent link without a password, asks for one and posts it with the token", async () => {
    let answer: Route = refusal(400, "verify_password_required", passwordRequired);
    const calls = ownerApi([], {
      "GET /api/users/me": signedOut,
      "POST /api/signup/verify": (request) => answer(request),
    });
    const { history } = await renderApp(`/verify-email?token=${token}`);
    await confirmButton().click();
    await expect.element(page.getByRole("heading", { name: "Passwort festlegen" })).toBeVisible();
    await expect.element(page.getByText(passwordRequired)).toBeVisible();

    answer = refusal(400, "validation", "Vom Server abgelehnt.");
    await page.getByLabelText(/^Passwort\*?$/).fill("kurz123");
    await page.getByLabelText(/^Passwort wiederholen/).fill("kurz123");
    await confirmButton().click();
    await expect
      .element(page.getByLabelText(/^Passwort\*?$/))
      .toHaveAccessibleDescription("Vom Server abgelehnt.");
    await expect.element(page.getByText(passwordRequired)).toBeVisible();

    answer = verifiedAs(ownerUser);
    await page.getByLabelText(/^Passwort\*?$/).fill("Lange-genug-2026");
    await page.getByLabelText(/^Passwort wiederholen/).fill("Lange-genug-2026");
    await confirmButton().click();
    await expect.poll(() => history.location.pathname).toBe("/app/");
    expect(verifyPosts(calls).map((call) => call.body)).toEqual([
      { token },
      { token, password: "kurz123" },
      { token, password: "Lange-genug-2026" },
    ]);
  });

  it("given an expired link, shows the server's message and sends a new link to the typed address", async () => {
    const calls = stubApi({
      "GET /api/users/me": signedOut,
      "POST /api/signup/verify": refusal(
        410,
        "verify_expired",
        "Dieser Bestätigungslink ist abgelaufen. Bitte fordern Sie einen neuen an.",
      ),
      "POST /api/signup/resend": () => ({ body: { success: true, message: "Neuer Link unterwegs." } }),
    });
    await renderApp(`/verify-email?token=${token}`);
    await confirmButton().click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Dieser Bestätigungslink ist abgelaufen. Bitte fordern Sie einen neuen an.");
    await page.getByLabelText(/^E-Mail/).fill(" Anna@Example.Test ");
    await page.getByRole("button", { name: "Bestätigungslink erneut senden" }).click();
    await expect.element(page.getByRole("status").filter({ hasText: "Neuer Link unterwegs." })).toBeVisible();
    expect(calls.find((call) => call.path === "/api/signup/resend")?.body).toEqual({
      email: "anna@example.test",
    });
  });

  it("given an invalid link, offers a new link and checks the address first", async () => {
    const calls = stubApi({
      "GET /api/users/me": signedOut,
      "POST /api/signup/verify": refusal(
        400,
        "verify_invalid",
        "Dieser Bestätigungslink ist ungültig. Bitte fordern Sie einen neuen an.",
      ),
    });
    await renderApp(`/verify-email?token=${token}`);
    await confirmButton().click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Dieser Bestätigungslink ist ungültig. Bitte fordern Sie einen neuen an.");
    await page.getByLabelText(/^E-Mail/).fill("anna@");
    await page.getByRole("button", { name: "Bestätigungslink erneut senden" }).click();
    await expect
      .element(page.getByRole("textbox", { name: /^E-Mail/ }))
      .toHaveAccessibleDescription("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    expect(calls.filter((call) => call.path === "/api/signup/resend")).toEqual([]);
  });

  it("given a used link, shows the message and the way to the login, no resend", async () => {
    stubApi({
      "GET /api/users/me": signedOut,
      "POST /api/signup/verify": refusal(
        409,
        "verify_used",
        "Dieser Bestätigungslink wurde bereits verwendet. Sie können sich anmelden.",
      ),
    });
    await renderApp(`/verify-email?token=${token}`);
    await confirmButton().click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Dieser Bestätigungslink wurde bereits verwendet. Sie können sich anmelden.");
    await expect
      .element(page.getByRole("link", { name: "Zur Anmeldung" }))
      .toHaveAttribute("href", "/app/login");
    expect(page.getByRole("button", { name: "Bestätigungslink erneut senden" }).query()).toBeNull();
  });

  it("given a deactivated account, shows the server's message only", async () => {
    stubApi({
      "GET /api/users/me": signedOut,
      "POST /api/signup/verify": refusal(
        403,
        "account_deactivated",
        "Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.",
      ),
    });
    await renderApp(`/verify-email?token=${token}`);
    await confirmButton().click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.");
    expect(page.getByRole("button").query()).toBeNull();
  });

  it("given no token, shows the invalid screen without asking the API", async () => {
    const calls = stubApi({ "GET /api/users/me": signedOut });
    await renderApp("/verify-email");
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Dieser Bestätigungslink ist ungültig. Bitte fordern Sie einen neuen an.");
    await expect.element(page.getByRole("button", { name: "Bestätigungslink erneut senden" })).toBeVisible();
    expect(calls.filter((call) => call.path.startsWith("/api/signup"))).toEqual([]);
  });

  it("given no network, offers to try again and then verifies", async () => {
    let online = false;
    ownerApi([], {
      "GET /api/users/me": signedOut,
      "POST /api/signup/verify": () => (online ? verifiedAs(ownerUser)() : "network-error"),
    });
    const { history } = await renderApp(`/verify-email?token=${token}`);
    await confirmButton().click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Verbindungsfehler. Bitte versuchen Sie es später erneut.");
    online = true;
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.poll(() => history.location.pathname).toBe("/app/");
  });
});
