import { afterEach, describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { type FetchMock, mockFetch } from "../test/mock-fetch.ts";
import { DemoRequestForm } from "./demo-request-form.tsx";

let fetchMock: FetchMock | undefined;
afterEach(() => fetchMock?.restore());

const success =
  "Vielen Dank! Ihre Demo-Anfrage wurde erfolgreich gesendet. Wir melden uns innerhalb von 24 Stunden bei Ihnen.";

async function fillRequired(screen: Awaited<ReturnType<typeof render>>, email = "anna@beispiel.de") {
  await userEvent.fill(screen.getByRole("textbox", { name: "Vorname" }), "Anna");
  await userEvent.fill(screen.getByRole("textbox", { name: "Nachname" }), "Berg");
  await userEvent.fill(screen.getByRole("textbox", { name: "E-Mail" }), email);
}

describe("DemoRequestForm", () => {
  it("given the form, marks first name, last name and e-mail as required", async () => {
    const screen = await render(<DemoRequestForm />);
    await expect.element(screen.getByRole("textbox", { name: "Vorname" })).toBeRequired();
    await expect.element(screen.getByRole("textbox", { name: "Nachname" })).toBeRequired();
    await expect.element(screen.getByRole("textbox", { name: "E-Mail" })).toBeRequired();
    await expect.element(screen.getByRole("textbox", { name: "Telefon" })).not.toBeRequired();
    await expect.element(screen.getByText("* Pflichtfeld")).toBeVisible();
  });

  it("given empty required fields, asks for them and sends nothing", async () => {
    fetchMock = mockFetch({});
    const screen = await render(<DemoRequestForm />);
    await screen.getByRole("button", { name: "Demo anfragen" }).click();
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("Bitte füllen Sie alle Pflichtfelder aus.");
    await expect
      .element(screen.getByRole("textbox", { name: "Vorname" }))
      .toHaveAttribute("aria-invalid", "true");
    await expect.element(screen.getByRole("textbox", { name: "Vorname" })).toHaveFocus();
    expect(fetchMock.calls).toEqual([]);
  });

  it("given fields of spaces only, treats them as empty", async () => {
    fetchMock = mockFetch({});
    const screen = await render(<DemoRequestForm />);
    await fillRequired(screen);
    await userEvent.fill(screen.getByRole("textbox", { name: "Nachname" }), "   ");
    await screen.getByRole("button", { name: "Demo anfragen" }).click();
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("Bitte füllen Sie alle Pflichtfelder aus.");
    expect(fetchMock.calls).toEqual([]);
  });

  it("given an e-mail without a dot or with a space, shows the e-mail text", async () => {
    fetchMock = mockFetch({});
    const screen = await render(<DemoRequestForm />);
    await fillRequired(screen, "anna@beispiel");
    await screen.getByRole("button", { name: "Demo anfragen" }).click();
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    await userEvent.fill(screen.getByRole("textbox", { name: "E-Mail" }), "anna @beispiel.de");
    await screen.getByRole("button", { name: "Demo anfragen" }).click();
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    expect(fetchMock.calls).toEqual([]);
  });

  it("given sending, disables every field and says Wird gesendet...", async () => {
    fetchMock = mockFetch({ "POST /api/demo-request": { pending: true } });
    const screen = await render(<DemoRequestForm />);
    await fillRequired(screen);
    await screen.getByRole("button", { name: "Demo anfragen" }).click();
    await expect.element(screen.getByRole("button", { name: "Wird gesendet..." })).toBeDisabled();
    await expect.element(screen.getByRole("textbox", { name: "Vorname" })).toBeDisabled();
    await expect.element(screen.getByRole("textbox", { name: "Nachricht" })).toBeDisabled();
  });

  it("given success, shows the thank-you banner, clears the form and sent the trimmed values", async () => {
    fetchMock = mockFetch({
      "POST /api/demo-request": { status: 201, body: { success: true, message: "ok" } },
    });
    const screen = await render(<DemoRequestForm />);
    await fillRequired(screen, "  Anna@Beispiel.de ");
    await userEvent.fill(screen.getByRole("textbox", { name: "Restaurantname" }), " Zur Linde ");
    await screen.getByRole("button", { name: "Demo anfragen" }).click();
    await expect.element(screen.getByRole("status")).toHaveTextContent(success);
    await expect.element(screen.getByRole("textbox", { name: "Vorname" })).toHaveValue("");
    await expect.element(screen.getByRole("textbox", { name: "Restaurantname" })).toHaveValue("");
    expect(fetchMock.bodies["/api/demo-request"]).toMatchObject({
      firstName: "Anna",
      lastName: "Berg",
      email: "anna@beispiel.de",
      restaurantName: "Zur Linde",
    });
  });

  it("given success false with a message, shows the server's message and keeps the input", async () => {
    fetchMock = mockFetch({
      "POST /api/demo-request": { status: 429, body: { success: false, message: "Zu viele Anfragen." } },
    });
    const screen = await render(<DemoRequestForm />);
    await fillRequired(screen);
    await screen.getByRole("button", { name: "Demo anfragen" }).click();
    await expect.element(screen.getByRole("alert")).toHaveTextContent("Zu viele Anfragen.");
    await expect.element(screen.getByRole("textbox", { name: "Vorname" })).toHaveValue("Anna");
  });

  it("given success false without a message, shows the generic error", async () => {
    fetchMock = mockFetch({ "POST /api/demo-request": { status: 500, body: { success: false } } });
    const screen = await render(<DemoRequestForm />);
    await fillRequired(screen);
    await screen.getByRole("button", { name: "Demo anfragen" }).click();
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.");
  });

  it("given a network failure, suggests direct contact", async () => {
    fetchMock = mockFetch({ "POST /api/demo-request": { networkError: true } });
    const screen = await render(<DemoRequestForm />);
    await fillRequired(screen);
    await screen.getByRole("button", { name: "Demo anfragen" }).click();
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent(
        "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt.",
      );
  });
});
