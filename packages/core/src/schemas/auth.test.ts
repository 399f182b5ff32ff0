import { describe, expect, it } from "vitest";
import { strongPasswordTexts } from "../texts/strong-password.ts";
import { subUserPasswordResetTexts } from "../texts/sub-user-password-reset.ts";
import { validationTexts } from "../texts/validation.ts";
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  resetPasswordRequestSchema,
} from "./auth.ts";
import { registerUserRequestSchema } from "./register-user.ts";
import { formatValidationErrors } from "./validation-errors.ts";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe("loginRequestSchema", () => {
  it("given a mixed-case identifier with spaces, lowercases and trims it", () => {
    const parsed = loginRequestSchema.parse({
      email: "  Inhaber@Trattoria.EXAMPLE ",
      password: "Gastro#2026",
    });
    expect(parsed).toEqual({
      email: "inhaber@trattoria.example",
      password: "Gastro#2026",
      rememberMe: false,
    });
  });
  it("given a sub-user login name, accepts it (not only e-mails)", () => {
    expect(loginRequestSchema.parse({ email: "service@trattoriademo", password: "x" }).email).toBe(
      "service@trattoriademo",
    );
  });
  it("given rememberMe, keeps it", () => {
    expect(loginRequestSchema.parse({ email: "a", password: "b", rememberMe: true }).rememberMe).toBe(true);
  });
  it("given a missing or blank field, answers the login message", () => {
    expect(firstMessage(loginRequestSchema.safeParse({ email: " ", password: "x" }))).toBe(
      validationTexts.loginRequired,
    );
    expect(firstMessage(loginRequestSchema.safeParse({ email: "a@b.de" }))).toBe(
      validationTexts.loginRequired,
    );
  });
  it("given an unknown key, rejects it with a German message naming it", () => {
    const result = loginRequestSchema.safeParse({ email: "a", password: "b", isAdmin: true });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(formatValidationErrors(result.error).message).toBe("Unbekanntes Feld: isAdmin");
  });
  it("given a password of 101 characters, refuses it", () => {
    expect(firstMessage(loginRequestSchema.safeParse({ email: "a", password: "x".repeat(101) }))).toBe(
      validationTexts.passwordTooLong,
    );
  });
});

describe("loginResponseSchema", () => {
  it("given a user with a password field, strips the password", () => {
    const parsed = loginResponseSchema.parse({
      success: true,
      user: { id: 7, name: "A", email: "a@b.de", role: "gastro", password: "secret" },
    });
    expect(parsed.user).not.toHaveProperty("password");
    expect(parsed.user?._id).toBe("7");
    expect(parsed.user?.role).toBe("Gastro");
  });
});

describe("registerUserRequestSchema", () => {
  const valid = { name: "Anna", email: "ANNA@Example.de", password: "Anna#Sicher26" };
  it("given no role, defaults to Gastro and lowercases the e-mail", () => {
    expect(registerUserRequestSchema.parse(valid)).toEqual({
      ...valid,
      email: "anna@example.de",
      role: "Gastro",
    });
  });
  it("given role 'admin' in lower case, normalises it to Admin", () => {
    expect(registerUserRequestSchema.parse({ ...valid, role: "admin" }).role).toBe("Admin");
  });
  it("given role customer, refuses it (admins create Gastro or Admin only)", () => {
    expect(firstMessage(registerUserRequestSchema.safeParse({ ...valid, role: "customer" }))).toBe(
      validationTexts.invalidRole,
    );
  });
  it("given a password of 9 characters, refuses it with the strong rule's message", () => {
    expect(firstMessage(registerUserRequestSchema.safeParse({ ...valid, password: "Anna#2026" }))).toBe(
      strongPasswordTexts.tooShort,
    );
  });
  it("given no password, answers the required-fields message", () => {
    expect(firstMessage(registerUserRequestSchema.safeParse({ ...valid, password: "" }))).toBe(
      validationTexts.newUserRequiredFields,
    );
  });
  it("given a missing name, answers the required-fields message", () => {
    expect(firstMessage(registerUserRequestSchema.safeParse({ ...valid, name: "  " }))).toBe(
      validationTexts.newUserRequiredFields,
    );
  });
  it("given a name of 101 characters, refuses it", () => {
    expect(firstMessage(registerUserRequestSchema.safeParse({ ...valid, name: "n".repeat(101) }))).toBe(
      "Maximal 100 Zeichen sind erlaubt",
    );
  });
});

describe("forgotPasswordRequestSchema", () => {
  it("given no e-mail, asks for it; given an invalid one, says so", () => {
    expect(firstMessage(forgotPasswordRequestSchema.safeParse({}))).toBe(
      validationTexts.forgotPasswordEmailRequired,
    );
    expect(firstMessage(forgotPasswordRequestSchema.safeParse({ email: "kein-at" }))).toBe(
      validationTexts.invalidEmail,
    );
  });
  it("given a sub-user's login, says that the owner resets it in Unterbenutzer", () => {
    expect(firstMessage(forgotPasswordRequestSchema.safeParse({ email: " Kellner_1@trattoria " }))).toBe(
      subUserPasswordResetTexts.forgotNotice,
    );
    expect(forgotPasswordRequestSchema.parse({ email: "Inhaber@Trattoria.de" })).toEqual({
      email: "inhaber@trattoria.de",
    });
  });
  it("given an e-mail of 255 characters, refuses it", () => {
    const email = `${"a".repeat(245)}@beispiel.de`;
    expect(forgotPasswordRequestSchema.safeParse({ email }).success).toBe(false);
  });
});

describe("resetPasswordRequestSchema", () => {
  it("given no token, answers the required German missing-token text", () => {
    expect(firstMessage(resetPasswordRequestSchema.safeParse({ newPassword: "secret1" }))).toBe(
      "Kein Reset-Token gefunden. Bitte fordern Sie einen neuen Reset-Link an.",
    );
  });
  it("given a short password, answers the required German minimum-length text", () => {
    expect(firstMessage(resetPasswordRequestSchema.safeParse({ token: "abc", newPassword: "12345" }))).toBe(
      "Das Passwort muss mindestens 6 Zeichen lang sein.",
    );
  });
  it("given a different confirmation, answers the required German mismatch text", () => {
    const result = resetPasswordRequestSchema.safeParse({
      token: "abc",
      newPassword: "secret1",
      confirmPassword: "secret2",
    });
    expect(firstMessage(result)).toBe("Die Passwörter stimmen nicht überein.");
  });
});

describe("changePasswordRequestSchema", () => {
  it("given valid passwords, passes", () => {
    const body = { currentPassword: "old-pass", newPassword: "Neu#2026x", confirmPassword: "Neu#2026x" };
    expect(changePasswordRequestSchema.parse(body)).toEqual(body);
  });
  it("given the weak password 'Passwort', refuses it with the error code in the issue", () => {
    const result = changePasswordRequestSchema.safeParse({
      currentPassword: "old-pass",
      newPassword: "Passwort",
    });
    expect(firstMessage(result)).toBe(validationTexts.passwordTooWeak);
  });
  it("given a missing field, answers 'Bitte füllen Sie alle Felder aus.'", () => {
    expect(firstMessage(changePasswordRequestSchema.safeParse({ currentPassword: "x" }))).toBe(
      "Bitte füllen Sie alle Felder aus.",
    );
  });
});
