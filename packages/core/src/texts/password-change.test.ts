import { describe, expect, it } from "vitest";
import { passwordChangeErrorMessage } from "./password-change.ts";
import { strongPasswordChangeErrorCodeTexts, strongPasswordTexts } from "./strong-password.ts";

describe("passwordChangeErrorMessage", () => {
  it("given CURRENT_PASSWORD_INCORRECT, starts with 'Das aktuelle Passwort ist nicht korrekt'", () => {
    expect(passwordChangeErrorMessage({ errorCode: "CURRENT_PASSWORD_INCORRECT" })).toMatch(
      /^Das aktuelle Passwort ist nicht korrekt/,
    );
  });
  it("given PASSWORD_TOO_SHORT, names the minimum of 6 characters", () => {
    expect(passwordChangeErrorMessage({ errorCode: "PASSWORD_TOO_SHORT" })).toContain("mindestens 6 Zeichen");
  });
  it("given PASSWORD_SAME_AS_CURRENT, USER_NOT_FOUND and MISSING_FIELDS, shows their texts", () => {
    expect(passwordChangeErrorMessage({ errorCode: "PASSWORD_SAME_AS_CURRENT" })).toContain("unterscheiden");
    expect(passwordChangeErrorMessage({ errorCode: "USER_NOT_FOUND" })).toContain("erneut an");
    expect(passwordChangeErrorMessage({ errorCode: "MISSING_FIELDS" })).toContain("alle Felder");
  });
  it("given a known code and a server message, prefers the code's text", () => {
    expect(passwordChangeErrorMessage({ errorCode: "USER_NOT_FOUND", message: "not found" })).toBe(
      "Benutzer nicht gefunden. Bitte melden Sie sich erneut an.",
    );
  });
  it("given an unknown code and a server message, shows the server message", () => {
    expect(passwordChangeErrorMessage({ errorCode: "RATE_LIMITED", message: "Zu viele Versuche" })).toBe(
      "Zu viele Versuche",
    );
  });
  it("given only HTTP 400, 401 and 404, shows the status texts", () => {
    expect(passwordChangeErrorMessage({ status: 400 })).toContain("Ungültige Anfrage");
    expect(passwordChangeErrorMessage({ status: 401 })).toContain("erneut an");
    expect(passwordChangeErrorMessage({ status: 404 })).toContain("nicht gefunden");
  });
  it("given HTTP 500 or 503, shows the server-error text", () => {
    expect(passwordChangeErrorMessage({ status: 500 })).toBe(
      "Serverfehler. Bitte versuchen Sie es später erneut.",
    );
    expect(passwordChangeErrorMessage({ status: 503 })).toBe(
      "Serverfehler. Bitte versuchen Sie es später erneut.",
    );
  });
  it("given nothing usable, shows 'Unbekannter Fehler beim Ändern des Passworts.'", () => {
    expect(passwordChangeErrorMessage({})).toBe("Unbekannter Fehler beim Ändern des Passworts.");
    expect(passwordChangeErrorMessage({ status: 418, message: " " })).toBe(
      "Unbekannter Fehler beim Ändern des Passworts.",
    );
  });
});

describe("passwordChangeErrorCodeTexts", () => {
  it("given each rule's code, shows the same wording as the form check (6 to 100, weak list)", () => {
    expect(passwordChangeErrorMessage({ errorCode: "PASSWORDS_DO_NOT_MATCH" })).toMatch(
      /^Die neuen Passwörter stimmen nicht überein/,
    );
    expect(passwordChangeErrorMessage({ errorCode: "PASSWORD_TOO_LONG" })).toBe(
      "Maximal 100 Zeichen sind erlaubt",
    );
    expect(passwordChangeErrorMessage({ errorCode: "PASSWORD_TOO_WEAK" })).toContain("zu schwach");
    expect(passwordChangeErrorMessage({ errorCode: "MISSING_FIELDS" })).toBe(
      "Bitte füllen Sie alle Felder aus.",
    );
  });
});

describe("passwordChangeErrorMessage for an administrator's or an owner's account", () => {
  it("given PASSWORD_TOO_SHORT and PASSWORD_TOO_WEAK, shows the strong rule's texts", () => {
    expect(
      passwordChangeErrorMessage({ errorCode: "PASSWORD_TOO_SHORT" }, strongPasswordChangeErrorCodeTexts),
    ).toBe(strongPasswordTexts.tooShort);
    expect(
      passwordChangeErrorMessage({ errorCode: "PASSWORD_TOO_WEAK" }, strongPasswordChangeErrorCodeTexts),
    ).toBe(strongPasswordTexts.tooCommon);
  });
  it("given another code, shows its usual text", () => {
    expect(
      passwordChangeErrorMessage({ errorCode: "MISSING_FIELDS" }, strongPasswordChangeErrorCodeTexts),
    ).toContain("alle Felder");
  });
});
