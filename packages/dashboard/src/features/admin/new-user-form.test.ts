import { strongPasswordProblem, strongPasswordTexts } from "@tischservice/core";
import { describe, expect, it } from "vitest";
import { validateNewUser } from "./new-user-form.ts";

describe("validateNewUser", () => {
  it("given a missing field, answers 'Bitte füllen Sie alle Pflichtfelder aus.'", () => {
    expect(validateNewUser({ name: "", email: "a@b.de", password: "geheim1", role: "Gastro" })).toEqual({
      ok: false,
      message: "Bitte füllen Sie alle Pflichtfelder aus.",
    });
  });
  // The strong rule and its wording are core's; here only that both roles are held to it.
  it.each(["Admin", "Gastro"] as const)(
    "given role %s and a password the strong rule refuses, refuses it",
    (role) => {
      expect(strongPasswordProblem("Anna#2026")).not.toBeNull();
      expect(validateNewUser({ name: "A", email: "a@b.de", password: "Anna#2026", role })).toEqual({
        ok: false,
        message: strongPasswordTexts.tooShort,
      });
    },
  );
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
