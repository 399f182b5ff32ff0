import { authTexts, signupTexts } from "@tischservice/core";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "../../../api/http.ts";
import { loginErrorOf } from "./login-error.ts";

describe("loginErrorOf", () => {
  it("given an unverified account, keeps the message and offers a new link", () => {
    const error = new ApiError(403, signupTexts.emailNotVerified, { code: "email_not_verified" });
    expect(loginErrorOf(error)).toEqual({ message: signupTexts.emailNotVerified, unverified: true });
  });

  it("given a deactivated account, shows the message only", () => {
    const error = new ApiError(403, signupTexts.accountDeactivated, { code: "account_deactivated" });
    expect(loginErrorOf(error)).toEqual({ message: signupTexts.accountDeactivated, unverified: false });
  });

  it("given a refusal without a message, says the credentials are wrong", () => {
    expect(loginErrorOf(new ApiError(401, null, null))).toEqual({
      message: authTexts.loginFailed,
      unverified: false,
    });
  });

  it("given no answer, reports the connection error", () => {
    expect(loginErrorOf(new NetworkError("offline"))).toEqual({
      message: authTexts.connectionError,
      unverified: false,
    });
  });
});
