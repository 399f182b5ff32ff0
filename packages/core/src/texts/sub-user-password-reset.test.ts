import { describe, expect, it } from "vitest";
import { subUserPasswordResetAriaLabel, subUserPasswordResetDescription } from "./sub-user-password-reset.ts";

describe("sub-user password reset texts", () => {
  it("given a login and a name, names them", () => {
    expect(subUserPasswordResetDescription("anna@trattoria")).toMatch(/^Neues Passwort für anna@trattoria\./);
    expect(subUserPasswordResetAriaLabel("Anna")).toBe("Passwort zurücksetzen für Anna");
  });
});
