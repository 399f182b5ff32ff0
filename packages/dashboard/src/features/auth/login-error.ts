import { authTexts } from "@tischservice/core";
import { ApiError } from "../../api/http.ts";

/** The red box's text after a failed sign-in: the server's message, else the spec's texts. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? authTexts.loginFailed;
  return authTexts.connectionError;
}
