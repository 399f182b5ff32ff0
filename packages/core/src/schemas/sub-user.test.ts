import { describe, expect, it } from "vitest";
import { createSubUserRequestSchema, subUserPasswordResetRequestSchema } from "./sub-user.ts";

const valid = { username: "service_1", password: "Service#2026", confirmPassword: "Service#2026" };
const message = (input: unknown) => createSubUserRequestSchema.safeParse(input).error?.issues[0]?.message;

describe("createSubUserRequestSchema", () => {
  it("given letters, digits and underscores, accepts the username", () => {
    expect(
      createSubUserRequestSchema.parse({ ...valid, parentUserId: "u1", restaurantId: "r1" }),
    ).toMatchObject({
      username: "service_1",
    });
  });
  it.each(["service-1", "sérvice", "ser vice", "a@b"])("given username %s, refuses it", (username) => {
    expect(message({ ...valid, username })).toBe(
      "Der Benutzername darf nur Buchstaben, Zahlen und Unterstriche enthalten.",
    );
  });
  it("given a password of 5 characters, answers the sub-user minimum text", () => {
    expect(message({ ...valid, password: "12345", confirmPassword: "12345" })).toBe(
      "Passwort muss mindestens 6 Zeichen lang sein",
    );
  });
  it("given a confirmation that differs, answers 'Passwörter stimmen nicht überein'", () => {
    expect(message({ ...valid, confirmPassword: "anders1" })).toBe("Passwörter stimmen nicht überein");
  });
  it("given no username, answers the all-fields text", () => {
    expect(message({ password: "Service#2026" })).toBe("Bitte füllen Sie alle Felder aus.");
  });
  it("given an unknown key such as role, rejects it", () => {
    expect(createSubUserRequestSchema.safeParse({ ...valid, role: "Admin" }).success).toBe(false);
  });
});

describe("subUserPasswordResetRequestSchema", () => {
  const reset = (input: unknown) =>
    subUserPasswordResetRequestSchema.safeParse(input).error?.issues[0]?.message;
  it("given a password of 6 characters and its confirmation, accepts it", () => {
    expect(
      subUserPasswordResetRequestSchema.parse({ password: "Neu#26", confirmPassword: "Neu#26" }),
    ).toEqual({
      password: "Neu#26",
      confirmPassword: "Neu#26",
    });
  });
  it("given a short password or a different confirmation, says why", () => {
    expect(reset({ password: "kurz" })).toBe("Passwort muss mindestens 6 Zeichen lang sein");
    expect(reset({ password: "Neu#2026", confirmPassword: "Neu#2027" })).toBe(
      "Passwörter stimmen nicht überein",
    );
  });
});
