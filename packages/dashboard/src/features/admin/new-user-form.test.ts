import { describe, expect, it } from "vitest";
import { validateNewUser } from "./new-user-form.ts";

describe("validateNewUser", () => {
  it("given a missing field, answers 'Bitte füllen Sie alle Pflichtfelder aus.'", () => {
    expect(validateNewUser({ name: "", email: "a@b.de", password: "geheim1", role: "Gastro" })).toEqual({
      ok: false,
      message: "Bitte füllen Sie alle Pflichtfelder aus.",
    });
  });
  it.each(["Admin", "Gastro"] as const)(
    "given role %s and a 9-character password, answers the strong rule's 10-character message",
    (role) => {
      expect(validateNewUser({ name: "A", email: "a@b.de", password: "Anna#2026", role })).toEqual({
        ok: false,
        message: "Das Passwort muss mindestens 10 Zeichen lang sein.",
      });
    },
  );
  it("given a common password, answers 'zu verbreitet'", () => {
    expect(validateNewUser({ name: "A", email: "a@b.de", password: "12345678910", role: "Admin" })).toEqual({
      ok: false,
      message: "Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.",
    });
  });
  it("given a name with a line break, answers the name message", () => {
    expect(
      validateNewUser({ name: "Anna\nBcc", email: "a@b.de", password: "Anna#20261", role: "Admin" }),
    ).toEqual({ ok: false, message: "Bitte geben Sie den Namen ohne Zeilenumbrüche und Steuerzeichen ein." });
  });
  it("given valid input, answers the payload with the e-mail lowercased", () => {
    expect(
      validateNewUser({ name: " Anna ", email: "Anna@B.de", password: "Anna#20261", role: "Admin" }),
    ).toEqual({
      ok: true,
      payload: { name: "Anna", email: "anna@b.de", password: "Anna#20261", role: "Admin" },
    });
  });
});
