import { signupTexts } from "@tischservice/core";
import type { Context } from "hono";
import { hashPassword } from "../../auth/passwords.ts";
import type { AppBindings, AppRouteHandler } from "../../lib/types.ts";
import { registerAccount } from "./register-account.ts";
import type { signupGuest, signupRestaurant } from "./signup.routes.ts";
import { limitSignup } from "./signup-limits.ts";

/** The one answer of every accepted sign-up, whatever happened behind it. */
const accepted = (c: Context<AppBindings>) => c.json({ success: true, message: signupTexts.signupSent }, 201);

/** A filled honeypot: a bot. It gets the same answer, and nothing is stored or sent. */
const isBot = (website: string | undefined) => (website ?? "").trim() !== "";

export const signupRestaurantHandler: AppRouteHandler<typeof signupRestaurant> = async (c) => {
  const body = c.req.valid("json");
  await limitSignup(c, "signup", body.email);
  if (isBot(body.website)) return accepted(c);
  await registerAccount(c, {
    name: body.name,
    email: body.email,
    passwordHash: await hashPassword(body.password),
    role: "Gastro",
    restaurant: { name: body.restaurantName, plan: body.plan },
  });
  return accepted(c);
};

export const signupGuestHandler: AppRouteHandler<typeof signupGuest> = async (c) => {
  const body = c.req.valid("json");
  await limitSignup(c, "signup", body.email);
  if (isBot(body.website)) return accepted(c);
  await registerAccount(c, {
    name: body.name,
    email: body.email,
    passwordHash: await hashPassword(body.password),
    role: "customer",
  });
  return accepted(c);
};
