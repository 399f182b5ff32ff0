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
  it("given each required error code, has a German message", () => {
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
