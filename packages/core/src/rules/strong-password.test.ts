import { describe, expect, it } from "vitest";
import { weakPasswords } from "../schemas/password.ts";
import { commonPasswords } from "./common-passwords.ts";
import { PASSWORD_MIN_LENGTH, STRONG_PASSWORD_MIN_LENGTH } from "./constants.ts";
import { isCommonPassword, needsStrongPassword, strongPasswordProblem } from "./strong-password.ts";

const tooShort = "Das Passwort muss mindestens 10 Zeichen lang sein.";
const tooCommon = "Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.";

describe("the strong password rule's numbers", () => {
  it("asks administrators and owners for 10 characters, guests and sub-users still for 6", () => {
    expect(STRONG_PASSWORD_MIN_LENGTH).toBe(10);
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });
});

describe("strongPasswordProblem", () => {
  it("given 9 characters, refuses with the 10-character message; 10 characters pass", () => {
    expect(strongPasswordProblem("Kurz#2026")).toEqual({ reason: "tooShort", message: tooShort });
    expect(strongPasswordProblem("Lang#20261")).toBeNull();
  });

  it("given an empty password, says it is too short", () => {
    expect(strongPasswordProblem("")).toEqual({ reason: "tooShort", message: tooShort });
  });

  it("given a common password of 10 or more characters in any letter case, refuses it as too common", () => {
    for (const password of ["1234567890", "12345678910", "PassWort123", "qwertzUIOP", "SONNENSCHEIN"]) {
      expect(strongPasswordProblem(password)).toEqual({ reason: "tooCommon", message: tooCommon });
    }
  });

  it("given a short common password, names the length first", () => {
    expect(strongPasswordProblem("passwort")?.reason).toBe("tooShort");
  });

  it("given a long, uncommon password with spaces, accepts it as typed", () => {
    expect(strongPasswordProblem("Grüner Tee am Morgen")).toBeNull();
  });
});

describe("commonPasswords", () => {
  it("holds a few hundred entries, lowercased, each once, without spaces", () => {
    expect(commonPasswords.length).toBeGreaterThanOrEqual(300);
    expect(commonPasswords.length).toBeLessThanOrEqual(1000);
    expect(new Set(commonPasswords).size).toBe(commonPasswords.length);
    for (const password of commonPasswords) {
      expect(password).toBe(password.toLowerCase());
      expect(password).toMatch(/^\S+$/);
    }
  });

  it.each([
    "123456",
    "password",
    "passwort",
    "hallo123",
    "schalke04",
    "qwertz",
    "12345678910",
    "passwort1",
    "1234567890",
    "qwertzuiop",
  ])("lists %s", (password) => {
    expect(isCommonPassword(password)).toBe(true);
    expect(isCommonPassword(password.toUpperCase())).toBe(true);
  });

  it("lists every password the password change already refuses as weak", () => {
    for (const weak of weakPasswords) expect(isCommonPassword(weak)).toBe(true);
  });
});

describe("needsStrongPassword", () => {
  it("given an administrator or an owner, answers true; a sub-user or a guest, false", () => {
    expect(needsStrongPassword({ role: "Admin" })).toBe(true);
    expect(needsStrongPassword({ role: "Gastro", isSubuser: false })).toBe(true);
    expect(needsStrongPassword({ role: "Gastro", isSubuser: true })).toBe(false);
    expect(needsStrongPassword({ role: "customer", isSubuser: false })).toBe(false);
  });
});
