import { strongPasswordChangeErrorCodeTexts } from "@tischservice/core";
import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ApiError, NetworkError } from "../../../api/http.ts";
import { PasswordChangePanel } from "./password-change-panel.tsx";

async function fill(current: string, next: string, confirm: string) {
  await page.getByLabelText("Aktuelles Passwort", { exact: true }).fill(current);
  await page.getByLabelText("Neues Passwort", { exact: true }).fill(next);
  await page.getByLabelText("Neues Passwort bestätigen", { exact: true }).fill(confirm);
  await page.getByRole("button", { name: "Passwort ändern" }).last().click();
}

describe("PasswordChangePanel", () => {
  it("given the toggle, opens and closes the panel", async () => {
    await render(<PasswordChangePanel onChange={vi.fn()} />);
    const toggle = page.getByRole("button", { name: "Passwort ändern" });
    await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect.element(page.getByLabelText("Aktuelles Passwort", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Abbrechen" }).click();
    await expect.element(page.getByLabelText("Aktuelles Passwort", { exact: true })).not.toBeInTheDocument();
  });

  it("given each broken rule, shows its message and sends nothing", async () => {
    const onChange = vi.fn();
    await render(<PasswordChangePanel onChange={onChange} defaultOpen />);
    const cases: Array<[string, string, string, string | RegExp]> = [
      ["", "", "", "Bitte füllen Sie alle Felder aus."],
      ["alt123", "neu1234", "neu12345", /^Die neuen Passwörter stimmen nicht überein/],
      ["alt123", "kurz", "kurz", "Das neue Passwort muss mindestens 6 Zeichen lang sein."],
      ["alt123", "alt123", "alt123", "Das neue Passwort muss sich vom aktuellen Passwort unterscheiden."],
      ["alt123", "x".repeat(101), "x".repeat(101), "Maximal 100 Zeichen sind erlaubt"],
      ["alt123", "QWERTY", "QWERTY", /zu schwach/],
    ];
    for (const [current, next, confirm, message] of cases) {
      await fill(current, next, confirm);
      await expect.element(page.getByText(message)).toBeVisible();
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  // The one dashboard test of the strong rule's messages at a form; the rule itself is core's to test.
  it("given an administrator's or an owner's account (strong), names the rule and checks it before sending", async () => {
    const onChange = vi.fn();
    await render(<PasswordChangePanel onChange={onChange} defaultOpen strongPassword />);
    await expect
      .element(page.getByLabelText("Neues Passwort", { exact: true }))
      .toHaveAccessibleDescription("Mindestens 10 Zeichen, kein verbreitetes Passwort.");
    await fill("Alt#2026", "Neu#2026x", "Neu#2026x");
    await expect.element(page.getByText("Das Passwort muss mindestens 10 Zeichen lang sein.")).toBeVisible();
    await fill("Alt#2026", "Passwort123", "Passwort123");
    await expect
      .element(page.getByText("Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes."))
      .toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
    await fill("Alt#2026", "Neu#2026xy", "Neu#2026xy");
    expect(onChange).toHaveBeenCalledWith(
      { currentPassword: "Alt#2026", newPassword: "Neu#2026xy" },
      expect.any(AbortSignal),
    );
  });

  it("given the server refusing an owner's password as too short, shows the strong rule's text for that code", async () => {
    const onChange = vi.fn(async () => {
      throw new ApiError(400, "x", { errorCode: "PASSWORD_TOO_SHORT" });
    });
    await render(<PasswordChangePanel onChange={onChange} defaultOpen strongPassword />);
    await fill("Alt#2026", "Neu#2026xy", "Neu#2026xy");
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent(strongPasswordChangeErrorCodeTexts.PASSWORD_TOO_SHORT);
  });

  it("given a sub-user's account (not strong), keeps the rule of 6 and shows no hint", async () => {
    const onChange = vi.fn(async () => {});
    await render(<PasswordChangePanel onChange={onChange} defaultOpen />);
    await expect
      .element(page.getByLabelText("Neues Passwort", { exact: true }))
      .not.toHaveAccessibleDescription("Mindestens 10 Zeichen, kein verbreitetes Passwort.");
    await fill("Alt#2026", "Neu#26", "Neu#26");
    expect(onChange).toHaveBeenCalled();
  });

  it("given the server's errorCodes and failures, shows the matching texts", async () => {
    const failures: unknown[] = [
      new ApiError(400, "x", { errorCode: "CURRENT_PASSWORD_INCORRECT" }),
      new ApiError(404, null, { errorCode: "USER_NOT_FOUND" }),
      new ApiError(401, null, null),
      new ApiError(503, null, null),
      new NetworkError("Failed to fetch"),
      new TypeError("kaputt"),
    ];
    const expected = [
      /^Das aktuelle Passwort ist nicht korrekt/,
      "Benutzer nicht gefunden. Bitte melden Sie sich erneut an.",
      "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
      "Serverfehler. Bitte versuchen Sie es später erneut.",
      "Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.",
      "Unerwarteter Fehler",
    ];
    let index = 0;
    const onChange = vi.fn(async () => {
      throw failures[index];
    });
    await render(<PasswordChangePanel onChange={onChange} defaultOpen />);
    for (; index < failures.length; index++) {
      await fill("alt1234", "Neu#2026", "Neu#2026");
      await expect.element(page.getByRole("alert")).toHaveTextContent(expected[index] as string | RegExp);
    }
  });

  it("given success, says 'Passwort erfolgreich geändert!' and closes the panel after 3 s", async () => {
    const onChange = vi.fn(async () => {});
    await render(<PasswordChangePanel onChange={onChange} defaultOpen />);
    await fill("alt1234", "Neu#2026", "Neu#2026");
    await expect.element(page.getByText("Passwort erfolgreich geändert!")).toBeVisible();
    expect(onChange).toHaveBeenCalledWith(
      { currentPassword: "alt1234", newPassword: "Neu#2026" },
      expect.anything(),
    );
    await expect.element(page.getByLabelText("Aktuelles Passwort", { exact: true })).not.toBeInTheDocument();
  });
});
