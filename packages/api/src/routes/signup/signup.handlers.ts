import { signupTexts } from "@tischservice/core";
import type { Context } from "hono";
import type { AppBindings, AppRouteHandler } from "../../app/types.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { mayMailSignup } from "../../mail/address-mail-limits.ts";
import { type NewAccount, registerAccount } from "./register-account.ts";
import type { signupGuest, signupRestaurant } from "./signup.routes.ts";
import { limitSignup } from "./signup-limits.ts";

/** The one answer of every accepted sign-up, whatever happened behind it. */
const accepted = (c: Context<AppBindings>) => c.json({ success: true, message: signupTexts.signupSent }, 201);

/** A filled honeypot: a bot. It gets the same answer, and nothing is stored or sent. */
const isBot = (website: string | undefined) => (website ?? "").trim() !== "";

/**
 * Counts the sign-up against its limits, then registers the account unless a bot sent it; every accepted
 * sign-up gets the same answer.
 */
async function signUp(
  c: Context<AppBindings>,
  body: { name: string; email: string; password: string; website?: string | undefined },
  role: NewAccount["role"],
  restaurant?: NewAccount["restaurant"],
) {
  await limitSignup(c, "signup", body.email);
  if (isBot(body.website)) return accepted(c);
  const mayMail = await mayMailSignup(c.var.deps, body.email);
  const passwordHash = await hashPassword(body.password);
  await registerAccount(c, { name: body.name, email: body.email, passwordHash, role, restaurant, mayMail });
  return accepted(c);
}

export const signupRestaurantHandler: AppRouteHandler<typeof signupRestaurant> = (c) => {
  const body = c.req.valid("json");
  return signUp(c, body, "Gastro", { name: body.restaurantName, plan: body.plan });
};

export const signupGuestHandler: AppRouteHandler<typeof signupGuest> = (c) =>
  signUp(c, c.req.valid("json"), "customer");
