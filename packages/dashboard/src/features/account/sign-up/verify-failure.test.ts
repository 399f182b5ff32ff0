import { signupTexts } from "@tischservice/core";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "../../../api/http.ts";
import { passwordStepOf, verifyFailureOf } from "./verify-failure.ts";

describe("verifyFailureOf", () => {
  it("given the codes, answers the matching screen with the server's message", () => {
    expect(verifyFailureOf(new ApiError(410, "Abgelaufen.", { code: "verify_expired" }))).toEqual({
      kind: "expired",
      message: "Abgelaufen.",
    });
    expect(verifyFailureOf(new ApiError(409, "Verwendet.", { code: "verify_used" }))).toEqual({
      kind: "used",
      message: "Verwendet.",
    });
    expect(verifyFailureOf(new ApiError(400, "Ungültig.", { code: "verify_invalid" }))).toEqual({
      kind: "invalid",
      message: "Ungültig.",
    });
  });

  it("given a code that contradicts the status, trusts the code", () => {
    expect(verifyFailureOf(new ApiError(400, null, { code: "verify_used" }))).toEqual({
      kind: "used",
      message: signupTexts.verifyLinkUsed,
    });
  });

  it("given a superseded link (409 with verify_invalid), offers a new link, not the login", () => {
    expect(verifyFailureOf(new ApiError(409, "Ungültig.", { code: "verify_invalid" })).kind).toBe("invalid");
  });

  it("given a deactivated account, shows its message only", () => {
    expect(
      verifyFailureOf(new ApiError(403, signupTexts.accountDeactivated, { code: "account_deactivated" })),
    ).toEqual({ kind: "deactivated", message: signupTexts.accountDeactivated });
  });

  it("given no code, reads the status", () => {
    expect(verifyFailureOf(new ApiError(410, null, null))).toEqual({
      kind: "expired",
      message: signupTexts.verifyLinkExpired,
    });
  });

  it("given too many attempts or no network, offers to try again", () => {
    expect(verifyFailureOf(new ApiError(429, "Zu viele Versuche.", { code: "rate_limited" }))).toEqual({
      kind: "retry",
      message: "Zu viele Versuche.",
    });
    expect(verifyFailureOf(new NetworkError("offline")).kind).toBe("retry");
  });
});

describe("passwordStepOf", () => {
  it("given a resent link without a password, asks for one with the server's intro", () => {
    const error = new ApiError(400, "Bitte legen Sie ein Passwort fest.", {
      code: "verify_password_required",
    });
    expect(passwordStepOf(error, false)).toEqual({
      kind: "required",
      message: "Bitte legen Sie ein Passwort fest.",
    });
    expect(passwordStepOf(new ApiError(400, null, { code: "verify_password_required" }), false)).toEqual({
      kind: "required",
      message: signupTexts.verifyPasswordRequired,
    });
  });

  it("given a refused password, answers the field's message, else the server's", () => {
    const atField = new ApiError(400, "Ungültige Eingabe.", {
      success: false,
      message: "Ungültige Eingabe.",
      code: "validation",
      errors: [{ path: "password", message: "Mindestens 10 Zeichen." }],
    });
    expect(passwordStepOf(atField, true)).toEqual({ kind: "refused", message: "Mindestens 10 Zeichen." });
    expect(passwordStepOf(new ApiError(400, "Zu einfach.", { code: "validation" }), true)).toEqual({
      kind: "refused",
      message: "Zu einfach.",
    });
  });

  it("given a validation refusal without a password sent, or any other refusal, is no password step", () => {
    expect(passwordStepOf(new ApiError(400, "Ungültig.", { code: "validation" }), false)).toBeNull();
    expect(passwordStepOf(new ApiError(410, "Abgelaufen.", { code: "verify_expired" }), true)).toBeNull();
    expect(passwordStepOf(new NetworkError("offline"), true)).toBeNull();
  });
});
