import { describe, expect, it } from "vitest";
import { validateNewUser } from "./new-user-form.ts";

describe("validateNewUser", () => {
  it("given a missing field, answers 'Bitte füllen Sie alle Pflichtfelder aus.'", () => {
    expect(validateNewUser({ name: "", email: "a@b.de", password: "geheim1", role: "Gastro" })).toEqual({
      ok: false,
      message: "Bitte füllen Sie alle Pflichtfelder aus.",
    });
  });
  it("given a 5-character password, answers the spec's minimum-length message", () => {
    expect(validateNewUser({ name: "A", email: "a@b.de", password: "12345", role: "Admin" })).toEqual({
      ok: false,
      message: "Das Passwort muss mindestens 6 Zeichen lang sein.",
    });
  });
  it("given valid input, answers the payload with the e-mail lowercased", () => {
    expect(
      validateNewUser({ name: " Anna ", email: "Anna@B.de", password: "123456", role: "Admin" }),
    ).toEqual({
      ok: true,
      payload: { name: "Anna", email: "anna@b.de", password: "123456", role: "Admin" },
    });
  });
});
