import { queuedMails } from "./booking-helpers.ts";
import type { TestContext } from "./test-context.ts";

export const SIGNUP_PASSWORD = "Sicher#2026";

export const restaurantSignup = (overrides: Record<string, unknown> = {}) => ({
  name: "Maria Schmidt",
  email: "maria@trattoria-maria.example",
  password: SIGNUP_PASSWORD,
  restaurantName: "Trattoria Maria",
  acceptTerms: true,
  ...overrides,
});

export const guestSignup = (overrides: Record<string, unknown> = {}) => ({
  name: "Gerd Gast",
  email: "gerd@gast.example",
  password: SIGNUP_PASSWORD,
  acceptTerms: true,
  ...overrides,
});

/** The verification token from the newest mail to `to` (read from the outbox, as the worker would send it). */
export async function verificationTokenFor(ctx: TestContext, to: string): Promise<string> {
  const mail = (await queuedMails(ctx.db))
    .filter((m) => m.to === to && m.text.includes("verify-email"))
    .at(-1);
  const token = mail?.text.match(/\/app\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no verification mail to ${to}`);
  return token;
}
