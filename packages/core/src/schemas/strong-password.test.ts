import { describe, expect, it } from "vitest";
import { strongPasswordProblem } from "../rules/strong-password.ts";
import { strongPasswordTexts } from "../texts/strong-password.ts";
import { validationTexts } from "../texts/validation.ts";
import { checkNewPassword } from "./password.ts";
import { strongPasswordSchema } from "./strong-password.ts";

// The rule itself (its numbers, the common list, its wording) is tested in rules/strong-password.test.ts;
// here only that the schema and the password change apply it.

const current = "altes-Passwort";

describe("strongPasswordSchema", () => {
  const messages = (value: unknown) =>
    strongPasswordSchema("Pflicht")
      .safeParse(value)
      .error?.issues.map((issue) => issue.message);
  it("given 10 uncommon characters, accepts them as typed (not trimmed)", () => {
    expect(strongPasswordSchema().parse(" Grün#2026 ")).toBe(" Grün#2026 ");
  });
  it("given a weak password, refuses it with the rule's message", () => {
    expect(messages("Grün#2026")).toEqual([strongPasswordTexts.tooShort]);
  });
  it("given nothing, answers only the required message; given 101 characters, only the length cap", () => {
    expect(messages("")).toEqual(["Pflicht"]);
    expect(messages(undefined)).toEqual(["Pflicht"]);
    expect(messages("x".repeat(101))).toEqual([validationTexts.passwordTooLong]);
  });
});

describe("checkNewPassword with strongPasswordProblem (an administrator's or an owner's account)", () => {
  const check = (newPassword: string) =>
    checkNewPassword({ currentPassword: current, newPassword }, strongPasswordProblem);
  it("given a password too short for the rule, answers PASSWORD_TOO_SHORT with the rule's message", () => {
    expect(check("abc")).toEqual({
      ok: false,
      errorCode: "PASSWORD_TOO_SHORT",
      message: strongPasswordTexts.tooShort,
      field: "newPassword",
    });
  });
  it("given a common password, answers PASSWORD_TOO_WEAK with the rule's message", () => {
    expect(check("12345678910")).toMatchObject({
      errorCode: "PASSWORD_TOO_WEAK",
      message: strongPasswordTexts.tooCommon,
    });
  });
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
