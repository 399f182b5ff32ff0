import { authTexts, signupErrorCodes } from "@tischservice/core";
import { ApiError } from "../../../api/http.ts";
import { apiErrorCodeOf } from "../../../api/signup.ts";

/** A failed sign-in: the red box's text, and whether the account waits for its address to be verified. */
export interface LoginError {
  message: string;
  /** 403 `email_not_verified`: the box offers "Bestätigungslink erneut senden". */
  unverified: boolean;
}

/** The server's message (403 unverified or deactivated, 401, 429), else our own German texts. */
export function loginErrorOf(error: unknown): LoginError {
  if (error instanceof ApiError) {
    return {
      message: error.serverMessage ?? authTexts.loginFailed,
      unverified: apiErrorCodeOf(error) === signupErrorCodes.emailNotVerified,
    };
  }
  return { message: authTexts.connectionError, unverified: false };
}
