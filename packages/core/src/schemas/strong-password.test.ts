import { describe, expect, it } from "vitest";
import { strongPasswordProblem } from "../rules/strong-password.ts";
import { validationTexts } from "../texts/validation.ts";
import { checkNewPassword } from "./password.ts";
import { strongPasswordSchema } from "./strong-password.ts";

const current = "altes-Passwort";

describe("strongPasswordSchema", () => {
  const messages = (value: unknown) =>
    strongPasswordSchema("Pflicht")
      .safeParse(value)
      .error?.issues.map((issue) => issue.message);
  it("given 10 uncommon characters, accepts them as typed (not trimmed)", () => {
    expect(strongPasswordSchema().parse(" Grün#2026 ")).toBe(" Grün#2026 ");
  });
  it("given 9 characters, refuses with the 10-character text", () => {
    expect(messages("Grün#2026")).toEqual(["Das Passwort muss mindestens 10 Zeichen lang sein."]);
  });
  it("given a common password, refuses it as too common", () => {
    expect(messages("Hallo12345")).toBeUndefined();
    expect(messages("1234567890")).toEqual([
      "Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.",
    ]);
  });
  it("given nothing, answers only the required message; given 101 characters, only the length cap", () => {
    expect(messages("")).toEqual(["Pflicht"]);
    expect(messages(undefined)).toEqual(["Pflicht"]);
    expect(messages("x".repeat(101))).toEqual([validationTexts.passwordTooLong]);
  });
});

describe("checkNewPassword with strongPasswordProblem (an administrator's or an owner's account)", () => {
  it("given 9 characters, answers PASSWORD_TOO_SHORT with the 10-character text; 10 characters pass", () => {
    expect(
      checkNewPassword({ currentPassword: current, newPassword: "Neu#2026x" }, strongPasswordProblem),
    ).toEqual({
      ok: false,
      errorCode: "PASSWORD_TOO_SHORT",
      message: "Das Passwort muss mindestens 10 Zeichen lang sein.",
      field: "newPassword",
    });
    expect(
      checkNewPassword({ currentPassword: current, newPassword: "Neu#2026xy" }, strongPasswordProblem),
    ).toEqual({
      ok: true,
    });
  });
  it("given 3 characters, names the 10 characters, not the 6", () => {
    expect(
      checkNewPassword({ currentPassword: current, newPassword: "abc" }, strongPasswordProblem),
    ).toMatchObject({
      errorCode: "PASSWORD_TOO_SHORT",
      message: "Das Passwort muss mindestens 10 Zeichen lang sein.",
    });
  });
  it.each(["12345678910", "Passwort123", "QWERTZUIOP"])(
    "given the common password %s, answers PASSWORD_TOO_WEAK with 'zu verbreitet'",
    (common) => {
      expect(
        checkNewPassword({ currentPassword: current, newPassword: common }, strongPasswordProblem),
      ).toMatchObject({
        errorCode: "PASSWORD_TOO_WEAK",
        message: "Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.",
      });
    },
  );
  it("keeps the other rules in their order: mismatch first, then the current password", () => {
    expect(
      checkNewPassword(
        { currentPassword: current, newPassword: "abc", confirmPassword: "abd" },
        strongPasswordProblem,
      ),
    ).toMatchObject({ errorCode: "PASSWORDS_DO_NOT_MATCH" });
    expect(
      checkNewPassword(
        { currentPassword: "Altes#Passwort", newPassword: "Altes#Passwort" },
        strongPasswordProblem,
      ),
    ).toMatchObject({ errorCode: "PASSWORD_SAME_AS_CURRENT" });
  });
  it("given 12345678910 without strong (a sub-user), still accepts it", () => {
    expect(checkNewPassword({ currentPassword: current, newPassword: "12345678910" })).toEqual({ ok: true });
  });
});
