import { describe, expect, it } from "vitest";
import { accountSecurityTexts, retryAfterMinutes, retryInText } from "./account-security.ts";

describe("account security texts", () => {
  it("given seconds until the window ends, rounds up to whole minutes, at least one", () => {
    expect(retryAfterMinutes(1)).toBe(1);
    expect(retryAfterMinutes(60)).toBe(1);
    expect(retryAfterMinutes(61)).toBe(2);
    expect(retryAfterMinutes(900)).toBe(15);
  });
  it("given one minute, says it in the singular; more, in the plural", () => {
    expect(retryInText(30)).toBe("Bitte versuchen Sie es in 1 Minute erneut.");
    expect(retryInText(3600)).toBe("Bitte versuchen Sie es in 60 Minuten erneut.");
  });
  it("given a 429 of sign-in, says when to try again", () => {
    expect(accountSecurityTexts.tooManySignInAttempts(899)).toBe(
      "Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.",
    );
  });
});
