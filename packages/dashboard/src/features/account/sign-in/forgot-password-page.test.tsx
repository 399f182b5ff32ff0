import { subUserPasswordResetTexts } from "@tischservice/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { stubApi } from "../../../test/fake-api.ts";
import { renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("forgot-password page", () => {
  it("given an e-mail, shows the sent screen with next steps and resend", async () => {
    const calls = stubApi({
      "POST /api/users/forgot-password": () => ({
        body: { success: true, message: "Falls ein Konto existiert ..." },
      }),
    });
    await renderApp("/forgot-password");
    await page.getByLabelText(/^E-Mail/).fill("inhaber@trattoria.example");
    await page.getByRole("button", { name: "Reset-Link senden" }).click();
    await expect.element(page.getByRole("heading", { name: "E-Mail gesendet" })).toBeVisible();
    await page.getByRole("button", { name: "Erneut senden" }).click();
    await expect.poll(() => calls.filter((call) => call.method === "POST").length).toBe(2);
  });

  it("given no network, shows 'Netzwerkfehler...'", async () => {
    stubApi({ "POST /api/users/forgot-password": () => "network-error" });
    await renderApp("/forgot-password");
    await page.getByLabelText(/^E-Mail/).fill("inhaber@trattoria.example");
    await page.getByRole("button", { name: "Reset-Link senden" }).click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Netzwerkfehler. Bitte versuchen Sie es später erneut.");
  });

  it("given a sub-user's login, says that the owner resets the password in Unterbenutzer (no 'sent' screen)", async () => {
    stubApi({
      "POST /api/users/forgot-password": () => ({
        status: 400,
        body: { success: false, code: "validation", message: subUserPasswordResetTexts.forgotNotice },
      }),
    });
    await renderApp("/forgot-password");
    await page.getByLabelText(/^E-Mail/).fill("kellner@trattoriademo");
    await page.getByRole("button", { name: "Reset-Link senden" }).click();
    await expect.element(page.getByRole("alert")).toHaveTextContent(subUserPasswordResetTexts.forgotNotice);
    await expect.element(page.getByRole("heading", { name: "E-Mail gesendet" })).not.toBeInTheDocument();
  });
});
