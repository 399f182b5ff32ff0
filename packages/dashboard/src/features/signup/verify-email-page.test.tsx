import { createMemoryHistory } from "@tanstack/react-router";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { App, createQueryClient } from "../../app.tsx";
import { stubApi, stubEventSource } from "../../test/fake-api.ts";
import { fixedNow, ownerUser } from "../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../test/render-app.tsx";
import { recordToasts } from "../../test/toast-recorder.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const verified = "Ihre E-Mail-Adresse ist bestätigt. Willkommen bei Tischservice!";
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

function verifiedAs(user: Record<string, unknown>) {
  return () => ({ body: { success: true, message: verified, user } });
}

function refusal(status: number, code: string, message: string) {
  return () => ({ status, body: { success: false, message, code } });
}

describe("verify-email page", () => {
  it("given a verifying link, shows the progress", async () => {
    stubApi({ "POST /api/signup/verify": () => new Promise(() => {}) });
    await renderApp(`/verify-email?token=${token}`);
    await expect
      .element(page.getByRole("heading", { name: "E-Mail-Adresse wird bestätigt..." }))
      .toBeVisible();
  });

  it("given an owner's valid link, confirms and lands on the dashboard home", async () => {
    const calls = ownerApi([], { "POST /api/signup/verify": verifiedAs(ownerUser) });
    const toasts = recordToasts("toast-title");
    const { history } = await renderApp(`/verify-email?token=${token}`);
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect(history.location.pathname).toBe("/app/");
    expect(toasts.texts()).toEqual([verified]);
    toasts.stop();
    expect(calls.filter((call) => call.path === "/api/signup/verify").map((call) => call.body)).toEqual([
      { token },
    ]);
  });

  it("given a guest's valid link, lands in 'Meine Reservierungen'", async () => {
    stubEventSource();
    stubApi({
      "POST /api/signup/verify": verifiedAs(guestUser),
      "GET /api/users/me": () => ({ body: { success: true, user: guestUser } }),
      "GET /api/restaurants": () => ({ body: { success: true, data: [] } }),
      "GET /api/reservations/user/anna%40example.test": () => ({ body: { success: true, data: [] } }),
    });
    const { history } = await renderApp(`/verify-email?token=${token}`);
    await expect
      .element(page.getByRole("tab", { name: "Meine Reservierungen", selected: true }))
      .toBeVisible();
    expect(history.location.pathname).toBe("/app/customer");
    expect(history.location.search).toBe("?tab=my-reservations");
  });

  it("given an admin's valid link, lands in the admin area", async () => {
    stubEventSource();
    stubApi({
      "POST /api/signup/verify": verifiedAs(adminUser),
      "GET /api/users/me": () => ({ body: { success: true, user: adminUser } }),
    });
    const { history } = await renderApp(`/verify-email?token=${token}`);
    await expect.poll(() => history.location.pathname).toBe("/app/admin");
  });

  it("given StrictMode, verifies the link once", async () => {
    const calls = ownerApi([], { "POST /api/signup/verify": verifiedAs(ownerUser) });
    const toasts = recordToasts("toast-title");
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
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect(calls.filter((call) => call.path === "/api/signup/verify")).toHaveLength(1);
    expect(toasts.texts()).toEqual([verified]);
    toasts.stop();
  });

  it("given an expired link, shows the server's message and sends a new link to the typed address", async () => {
    const calls = stubApi({
      "POST /api/signup/verify": refusal(
        410,
        "verify_expired",
        "Dieser Bestätigungslink ist abgelaufen. Bitte fordern Sie einen neuen an.",
      ),
      "POST /api/signup/resend": () => ({ body: { success: true, message: "Neuer Link unterwegs." } }),
    });
    await renderApp(`/verify-email?token=${token}`);
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
      "POST /api/signup/verify": refusal(
        400,
        "verify_invalid",
        "Dieser Bestätigungslink ist ungültig. Bitte fordern Sie einen neuen an.",
      ),
    });
    await renderApp(`/verify-email?token=${token}`);
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
      "POST /api/signup/verify": refusal(
        409,
        "verify_used",
        "Dieser Bestätigungslink wurde bereits verwendet. Sie können sich anmelden.",
      ),
    });
    await renderApp(`/verify-email?token=${token}`);
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Dieser Bestätigungslink wurde bereits verwendet. Sie können sich anmelden.");
    await expect
      .element(page.getByRole("link", { name: "Zur Anmeldung" }))
      .toHaveAttribute("href", "/app/login");
    expect(page.getByRole("button", { name: "Bestätigungslink erneut senden" }).query()).toBeNull();
  });

  it("given no token, shows the invalid screen without asking the API", async () => {
    const calls = stubApi({});
    await renderApp("/verify-email");
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Dieser Bestätigungslink ist ungültig. Bitte fordern Sie einen neuen an.");
    await expect.element(page.getByRole("button", { name: "Bestätigungslink erneut senden" })).toBeVisible();
    expect(calls).toEqual([]);
  });

  it("given no network, offers to try again and then verifies", async () => {
    let online = false;
    ownerApi([], {
      "POST /api/signup/verify": () => (online ? verifiedAs(ownerUser)() : "network-error"),
    });
    const { history } = await renderApp(`/verify-email?token=${token}`);
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Verbindungsfehler. Bitte versuchen Sie es später erneut.");
    online = true;
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.poll(() => history.location.pathname).toBe("/app/");
  });
});
