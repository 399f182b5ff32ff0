import { signupMailTexts } from "@tischservice/core";
import type { OutboxMail } from "../db/schema/index.ts";
import { renderMail } from "./layout.ts";

/**
 * The verification link of a sign-up. The address is not confirmed yet, so besides the greeting the mail
 * carries only the platform's own words (an owner's mail speaks of "Ihr Restaurant", not its name).
 */
export function verificationMail(
  to: string,
  name: string,
  verifyUrl: string,
  kind: "restaurant" | "guest",
): OutboxMail {
  return renderMail({
    to,
    subject: signupMailTexts.verifySubject,
    paragraphs: [
      signupMailTexts.greeting(name),
      kind === "restaurant" ? signupMailTexts.verifyRestaurantIntro : signupMailTexts.verifyGuestIntro,
      signupMailTexts.verifyValidity,
      signupMailTexts.verifyIgnore,
    ],
    action: { label: signupMailTexts.verifyAction, url: verifyUrl },
  });
}

/**
 * The note to an address that already has an account when someone signs up with it again: the requester
 * learns nothing, the owner of the address gets the ways to sign in or to reset the password.
 */
export function addressInUseMail(to: string, name: string, loginUrl: string, resetUrl: string): OutboxMail {
  return renderMail({
    to,
    subject: signupMailTexts.addressInUseSubject,
    paragraphs: [
      signupMailTexts.greeting(name),
      signupMailTexts.addressInUseIntro,
      signupMailTexts.addressInUseHelp(loginUrl, resetUrl),
      signupMailTexts.addressInUseIgnore,
    ],
    action: { label: signupMailTexts.addressInUseAction, url: loginUrl },
  });
}
