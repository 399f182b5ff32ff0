import { describe, expect, it } from "vitest";
import {
  checkNewPassword,
  isWeakPassword,
  passwordChangeErrorCodes,
  passwordChangeErrorTexts,
} from "./password.ts";

const current = "altes-Passwort";

describe("checkNewPassword", () => {
  it("given a good new password, is ok", () => {
    expect(checkNewPassword({ currentPassword: current, newPassword: "Sommer#2026" })).toEqual({ ok: true });
  });
  it("given an empty field, answers MISSING_FIELDS first", () => {
    expect(checkNewPassword({ currentPassword: "", newPassword: "x" })).toMatchObject({
      errorCode: "MISSING_FIELDS",
      message: "Bitte füllen Sie alle Felder aus.",
    });
    expect(
      checkNewPassword({ currentPassword: current, newPassword: "abcdefg", confirmPassword: "" }),
    ).toMatchObject({
      errorCode: "MISSING_FIELDS",
    });
  });
  it("given a confirmation that differs, answers the mismatch text (before length)", () => {
    const check = checkNewPassword({ currentPassword: current, newPassword: "abc", confirmPassword: "abd" });
    expect(check).toMatchObject({ errorCode: "PASSWORDS_DO_NOT_MATCH" });
    if (!check.ok) expect(check.message.startsWith("Die neuen Passwörter stimmen nicht überein")).toBe(true);
  });
  it("given 5 characters, answers PASSWORD_TOO_SHORT; 6 characters pass", () => {
    expect(checkNewPassword({ currentPassword: current, newPassword: "Ab#12" })).toMatchObject({
      errorCode: "PASSWORD_TOO_SHORT",
    });
    expect(checkNewPassword({ currentPassword: current, newPassword: "Ab#123" })).toEqual({ ok: true });
  });
  it("given the current password again, answers PASSWORD_SAME_AS_CURRENT", () => {
    expect(checkNewPassword({ currentPassword: current, newPassword: current })).toMatchObject({
      errorCode: "PASSWORD_SAME_AS_CURRENT",
    });
  });
  it("given 100 characters, is ok; given 101, answers 'Maximal 100 Zeichen sind erlaubt'", () => {
    expect(checkNewPassword({ currentPassword: current, newPassword: "x".repeat(100) })).toEqual({
      ok: true,
    });
    expect(checkNewPassword({ currentPassword: current, newPassword: "x".repeat(101) })).toMatchObject({
      errorCode: "PASSWORD_TOO_LONG",
      message: "Maximal 100 Zeichen sind erlaubt",
    });
  });
  it.each(["123456", "PASSWORD", "Passwort", "123456789", "QwErTy"])(
    "given the weak password %s in any case, answers 'zu schwach'",
    (weak) => {
      const check = checkNewPassword({ currentPassword: current, newPassword: weak });
      expect(check).toMatchObject({ errorCode: "PASSWORD_TOO_WEAK" });
      if (!check.ok) expect(check.message).toContain("zu schwach");
    },
  );
});

describe("passwordChangeErrorCodes", () => {
  it("given each spec code, has a German message", () => {
    for (const code of Object.values(passwordChangeErrorCodes)) {
      expect(passwordChangeErrorTexts[code].length).toBeGreaterThan(0);
    }
    expect(
      passwordChangeErrorTexts.CURRENT_PASSWORD_INCORRECT.startsWith(
        "Das aktuelle Passwort ist nicht korrekt",
      ),
    ).toBe(true);
  });
  it("given a strong password, is not weak", () => {
    expect(isWeakPassword("Hirsch#2026")).toBe(false);
  });
});

describe("checkNewPassword for an administrator's or an owner's account (strong)", () => {
  const strong = { strong: true };
  it("given 9 characters, answers PASSWORD_TOO_SHORT with the 10-character text; 10 characters pass", () => {
    expect(checkNewPassword({ currentPassword: current, newPassword: "Neu#2026x" }, strong)).toEqual({
      ok: false,
      errorCode: "PASSWORD_TOO_SHORT",
      message: "Das Passwort muss mindestens 10 Zeichen lang sein.",
      field: "newPassword",
    });
    expect(checkNewPassword({ currentPassword: current, newPassword: "Neu#2026xy" }, strong)).toEqual({
      ok: true,
    });
  });
  it("given 3 characters, names the 10 characters, not the 6", () => {
    expect(checkNewPassword({ currentPassword: current, newPassword: "abc" }, strong)).toMatchObject({
      errorCode: "PASSWORD_TOO_SHORT",
      message: "Das Passwort muss mindestens 10 Zeichen lang sein.",
    });
  });
  it.each(["12345678910", "Passwort123", "QWERTZUIOP"])(
    "given the common password %s, answers PASSWORD_TOO_WEAK with 'zu verbreitet'",
    (common) => {
      expect(checkNewPassword({ currentPassword: current, newPassword: common }, strong)).toMatchObject({
        errorCode: "PASSWORD_TOO_WEAK",
        message: "Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.",
      });
    },
  );
  it("keeps the other rules in their order: mismatch first, then the current password", () => {
    expect(
      checkNewPassword({ currentPassword: current, newPassword: "abc", confirmPassword: "abd" }, strong),
    ).toMatchObject({ errorCode: "PASSWORDS_DO_NOT_MATCH" });
    expect(
      checkNewPassword({ currentPassword: "Altes#Passwort", newPassword: "Altes#Passwort" }, strong),
    ).toMatchObject({ errorCode: "PASSWORD_SAME_AS_CURRENT" });
  });
  it("given 12345678910 without strong (a sub-user), still accepts it", () => {
    expect(checkNewPassword({ currentPassword: current, newPassword: "12345678910" })).toEqual({ ok: true });
  });
});
