import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { stubApi } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { giuliaSignupRequest } from "./signup-fixtures.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const sentMessage =
  "Fast geschafft! Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link darin. Er ist 24 Stunden gültig.";
const resentMessage =
  "Falls ein unbestätigtes Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen neuen Link gesendet. Er ist 24 Stunden gültig.";

async function fillRestaurantForm() {
  await page.getByLabelText(/^Ihr Name/).fill("Giulia Rossi");
  await page.getByLabelText(/^Name des Restaurants/).fill("Trattoria Rossi");
  await page.getByLabelText(/^E-Mail/).fill("Giulia@Trattoria.Example");
  await page
    .getByLabelText(/^Passwort/, { exact: false })
    .first()
    .fill("Gastro#2026");
  await page.getByRole("checkbox", { name: /AGB/ }).click();
}

describe("register page (restaurant)", () => {
  it("given the empty form, shows core's messages at each field and sends nothing", async () => {
    const calls = stubApi({});
    await renderApp("/register");
    await expect.element(page.getByRole("heading", { name: "Restaurant registrieren" })).toBeVisible();
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect
      .element(page.getByRole("textbox", { name: /^Ihr Name/ }))
      .toHaveAccessibleDescription("Bitte füllen Sie alle Pflichtfelder aus.");
    await expect
      .element(page.getByRole("textbox", { name: /^Name des Restaurants/ }))
      .toHaveAccessibleDescription("Bitte füllen Sie alle Pflichtfelder aus.");
    await expect
      .element(page.getByRole("checkbox", { name: /AGB/ }))
      .toHaveAccessibleDescription("Bitte stimmen Sie den AGB und der Datenschutzerklärung zu.");
    await expect.element(page.getByRole("textbox", { name: /^Ihr Name/ })).toHaveFocus();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("given the consent, links AGB and Datenschutzerklärung to the site's legal pages in a new tab", async () => {
    stubApi({});
    await renderApp("/register");
    const consent = page.getByText(/Ich stimme den/);
    await expect.element(consent).toHaveTextContent("Ich stimme den AGB und der Datenschutzerklärung zu.");
    const terms = consent.getByRole("link", { name: "AGB" });
    // No terms page exists on the site: the Impressum (the provider and how to reach them) stands in.
    await expect.element(terms).toHaveAttribute("href", "/agb");
    await expect.element(terms).toHaveAttribute("target", "_blank");
    const privacy = consent.getByRole("link", { name: "Datenschutzerklärung" });
    await expect.element(privacy).toHaveAttribute("href", "/datenschutz");
    await expect.element(privacy).toHaveAttribute("target", "_blank");
  });

  it("given a broken address, says so with the schema's text", async () => {
    stubApi({});
    await renderApp("/register");
    await page.getByLabelText(/^E-Mail/).fill("giulia@");
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect
      .element(page.getByRole("textbox", { name: /^E-Mail/ }))
      .toHaveAccessibleDescription("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
  });

  // The strong rule and its wording are core's (and shown once by the password change panel's test).
  it("given an owner's password the strong rule refuses, marks the field and sends nothing", async () => {
    const calls = stubApi({});
    await renderApp("/register");
    await fillRestaurantForm();
    const password = page.getByLabelText(/^Passwort/).first();
    await password.fill("Passwort123");
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect.element(password).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("given a name with a control character, shows the name message at the field and sends nothing", async () => {
    const calls = stubApi({});
    await renderApp("/register");
    await fillRestaurantForm();
    await page.getByLabelText(/^Name des Restaurants/).fill("Trattoria\tRossi");
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect
      .element(page.getByRole("textbox", { name: /^Name des Restaurants/ }))
      .toHaveAccessibleDescription("Bitte geben Sie den Namen ohne Zeilenumbrüche und Steuerzeichen ein.");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("given a plan from the pricing cards, shows its name and price and sends it with an empty honeypot", async () => {
    const calls = stubApi({
      "POST /api/signup/restaurant": () => ({ status: 201, body: { success: true, message: sentMessage } }),
    });
    await renderApp("/register?plan=all-in-one-yearly");
    const summary = page.getByRole("region", { name: "Gewählter Tarif" });
    await expect.element(summary).toHaveTextContent("All in One");
    await expect.element(summary).toHaveTextContent("350,00 €");
    await expect.element(summary).toHaveTextContent("pro Jahr");
    await fillRestaurantForm();
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect.element(page.getByRole("heading", { name: "Bitte prüfen Sie Ihr Postfach" })).toBeVisible();
    await expect.element(page.getByText(sentMessage)).toBeVisible();
    await expect.element(page.getByText("Gesendet an giulia@trattoria.example")).toBeVisible();
    expect(calls.find((call) => call.path === "/api/signup/restaurant")?.body).toEqual({
      ...giuliaSignupRequest,
      plan: "all-in-one-yearly",
    });
  });

  it("given an unknown plan, shows no summary and sends none", async () => {
    const calls = stubApi({
      "POST /api/signup/restaurant": () => ({ status: 201, body: { success: true, message: sentMessage } }),
    });
    await renderApp("/register?plan=platinum");
    await expect.element(page.getByRole("heading", { name: "Restaurant registrieren" })).toBeVisible();
    expect(page.getByRole("region", { name: "Gewählter Tarif" }).query()).toBeNull();
    await fillRestaurantForm();
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect.element(page.getByRole("heading", { name: "Bitte prüfen Sie Ihr Postfach" })).toBeVisible();
    expect(calls.find((call) => call.path === "/api/signup/restaurant")?.body).not.toHaveProperty("plan");
  });

  it("given the honeypot, keeps it out of sight, out of the tab order and away from assistive tech", async () => {
    stubApi({});
    await renderApp("/register");
    await expect.element(page.getByRole("heading", { name: "Restaurant registrieren" })).toBeVisible();
    expect(page.getByRole("textbox", { name: /Website/ }).query()).toBeNull();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.getAttribute("autocomplete")).toBe("off");
    expect(trap?.value).toBe("");
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    const box = trap?.closest('[data-slot="honeypot"]')?.getBoundingClientRect();
    expect(box?.width).toBeLessThanOrEqual(1);
    expect(box?.height).toBeLessThanOrEqual(1);
  });

  it("given the sending request, shows 'Wird gesendet...' and sends once however often it is clicked", async () => {
    const calls = stubApi({ "POST /api/signup/restaurant": () => new Promise(() => {}) });
    await renderApp("/register");
    await fillRestaurantForm();
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    const busy = page.getByRole("button", { name: "Wird gesendet..." });
    await expect.element(busy).toHaveAttribute("aria-disabled", "true");
    // Playwright refuses to click a disabled button; a person's click still arrives.
    (busy.element() as HTMLButtonElement).click();
    await expect.element(busy).toBeVisible();
    expect(calls.filter((call) => call.path === "/api/signup/restaurant")).toHaveLength(1);
  });

  it("given too many sign-ups (429), shows the server's message above the form", async () => {
    stubApi({
      "POST /api/signup/restaurant": () => ({
        status: 429,
        body: { success: false, message: "Zu viele Versuche. Bitte warten Sie einen Moment." },
      }),
    });
    await renderApp("/register");
    await fillRestaurantForm();
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Zu viele Versuche. Bitte warten Sie einen Moment.");
    await expect.element(page.getByRole("button", { name: "Konto erstellen" })).toBeEnabled();
  });

  it("given the server's field errors (400), shows each at its field", async () => {
    stubApi({
      "POST /api/signup/restaurant": () => ({
        status: 400,
        body: {
          success: false,
          message: "Maximal 100 Zeichen sind erlaubt",
          errors: [{ path: "restaurantName", message: "Maximal 100 Zeichen sind erlaubt" }],
        },
      }),
    });
    await renderApp("/register");
    await fillRestaurantForm();
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect
      .element(page.getByRole("textbox", { name: /^Name des Restaurants/ }))
      .toHaveAccessibleDescription("Maximal 100 Zeichen sind erlaubt");
  });

  it("given the check-mail screen, resends the link once per click burst and shows the answer", async () => {
    let release: (() => void) | undefined;
    const calls = stubApi({
      "POST /api/signup/restaurant": () => ({ status: 201, body: { success: true, message: sentMessage } }),
      "POST /api/signup/resend": () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { success: true, message: resentMessage } });
        }),
    });
    await renderApp("/register");
    await fillRestaurantForm();
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    const resend = page.getByRole("button", { name: "Bestätigungslink erneut senden" });
    await expect.element(resend).toBeVisible();
    const button = resend.element() as HTMLButtonElement;
    button.click();
    button.click();
    await expect.element(page.getByRole("button", { name: "Wird gesendet..." })).toBeVisible();
    button.click();
    // The stub hands the resend to its route once it has read the body: wait for that, then let it answer.
    await expect.poll(() => release).toBeDefined();
    release?.();
    await expect.element(page.getByRole("status").filter({ hasText: resentMessage })).toBeVisible();
    const resends = calls.filter((call) => call.path === "/api/signup/resend");
    expect(resends).toHaveLength(1);
    expect(resends[0]?.body).toEqual({ email: "giulia@trattoria.example" });
  });

  it("given a resend refused with 429, shows the server's message", async () => {
    stubApi({
      "POST /api/signup/restaurant": () => ({ status: 201, body: { success: true, message: sentMessage } }),
      "POST /api/signup/resend": () => ({
        status: 429,
        body: { success: false, message: "Zu viele Versuche. Bitte warten Sie einen Moment." },
      }),
    });
    await renderApp("/register");
    await fillRestaurantForm();
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await page.getByRole("button", { name: "Bestätigungslink erneut senden" }).click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Zu viele Versuche. Bitte warten Sie einen Moment.");
  });

  it("given the links, leads to the login and to the guest account", async () => {
    stubApi({});
    await renderApp("/register");
    await expect.element(page.getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/app/login");
    await expect
      .element(page.getByRole("link", { name: "Gastkonto anlegen" }))
      .toHaveAttribute("href", "/app/register?type=guest");
    await expect
      .element(page.getByRole("link", { name: "Datenschutzerklärung" }))
      .toHaveAttribute("href", "/datenschutz");
    await expect.element(page.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/impressum");
  });
});

describe("register page (guest)", () => {
  it("given the widget's link, prefills the address and signs up a guest without a restaurant", async () => {
    const calls = stubApi({
      "POST /api/signup/guest": () => ({ status: 201, body: { success: true, message: sentMessage } }),
    });
    await renderApp("/register?type=guest&email=anna%2Btisch%40example.test");
    await expect.element(page.getByRole("heading", { name: "Gastkonto anlegen" })).toBeVisible();
    await expect
      .element(page.getByRole("textbox", { name: /^E-Mail/ }))
      .toHaveValue("anna+tisch@example.test");
    expect(page.getByRole("textbox", { name: /^Name des Restaurants/ }).query()).toBeNull();
    await page.getByLabelText(/^Ihr Name/).fill("Anna Schmidt");
    await page
      .getByLabelText(/^Passwort/)
      .first()
      .fill("Gast#2026");
    await page.getByRole("checkbox", { name: /AGB/ }).click();
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect.element(page.getByText("Gesendet an anna+tisch@example.test")).toBeVisible();
    expect(calls.find((call) => call.path === "/api/signup/guest")?.body).toEqual({
      name: "Anna Schmidt",
      email: "anna+tisch@example.test",
      password: "Gast#2026",
      acceptTerms: true,
      website: "",
    });
  });

  it("given the guest page, leads to the login for customers and to the restaurant sign-up", async () => {
    stubApi({});
    await renderApp("/register?type=guest");
    await expect
      .element(page.getByRole("link", { name: "Anmelden" }))
      .toHaveAttribute("href", "/app/login?redirect=%2Fcustomer");
    await expect
      .element(page.getByRole("link", { name: "Restaurant registrieren" }))
      .toHaveAttribute("href", "/app/register");
  });
});
