import type { Context } from "hono";
import type { AppBindings } from "../../app/types.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { NO_PASSWORD_YET } from "../../auth/passwords.ts";
import type { Tx } from "../../db/client.ts";
import { type UserRole, users } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { addressInUseMail } from "../../mail/signup-mails.ts";
import { createRestaurantForOwner } from "../../restaurants/create-restaurant.ts";
import { awaitsVerification, findSignupAccount, queueVerificationMail } from "./pending-signups.ts";
import type { SignupLink } from "./verification-tokens.ts";

export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string;
  role: Extract<UserRole, "Gastro" | "customer">;
  /**
   * False when the address has had its day's sign-up mails (`mayMailSignup`): an address that already has
   * an account then gets nothing, not even a new link, and nothing changes.
   */
  mayMail: boolean;
  /** For an owner: the restaurant created with the account. */
  restaurant?: { name: string; plan?: string | undefined };
}

type Outcome = "created" | "resent" | "addressInUse" | "mailsUsedUp";

/**
 * Registers an unverified account (with its restaurant for an owner) and queues the verification mail, all
 * in one transaction. An address already in use changes nothing: a still unverified sign-up gets a fresh
 * link, any other account a note that someone tried to register with its address.
 *
 * The password and the request travel with the link, not with the account: whoever signed up first with an
 * address decides nothing, the link the address's owner uses sets the password (and name and kind) it came
 * with. Until then the account has no password at all.
 */
export async function registerAccount(c: Context<AppBindings>, account: NewAccount): Promise<Outcome> {
  const { db, now } = c.var.deps;
  const at = now();
  let result: { outcome: Outcome; userId: string; restaurantId: string | null };
  try {
    result = await db.transaction((tx) => registerInTransaction(c, tx, account, at));
  } catch (error) {
    // Two sign-ups with the same address at once: the second one meets the first as an address in use.
    if (!isUniqueViolation(error)) throw error;
    result = await db.transaction((tx) => registerInTransaction(c, tx, account, at));
  }
  c.var.deps.mailQueued();
  if (result.outcome === "created") {
    await recordAudit(c, {
      action: "signup",
      actor: { id: result.userId, email: account.email },
      targetId: result.restaurantId ?? result.userId,
      details: {
        kind: account.restaurant ? "restaurant" : "guest",
        ...(account.restaurant ? { restaurant: account.restaurant.name } : {}),
      },
    });
  }
  return result.outcome;
}

async function registerInTransaction(c: Context<AppBindings>, tx: Tx, account: NewAccount, at: Date) {
  const { publicOrigin } = c.var.deps;
  const kind = account.restaurant ? ("restaurant" as const) : ("guest" as const);
  const link: SignupLink = {
    passwordHash: account.passwordHash,
    signup: {
      name: account.name,
      kind,
      ...(account.restaurant
        ? { restaurant: { name: account.restaurant.name, plan: account.restaurant.plan ?? null } }
        : {}),
    },
  };
  const greeting = { name: account.name, kind };
  const existing = await findSignupAccount(tx, account.email);
  if (existing && !account.mayMail) {
    return { outcome: "mailsUsedUp" as const, userId: existing.id, restaurantId: null };
  }
  if (existing) {
    if (awaitsVerification(existing)) {
      await queueVerificationMail(tx, publicOrigin, existing, greeting, link, at);
      return { outcome: "resent" as const, userId: existing.id, restaurantId: null };
    }
    const note = addressInUseMail(
      existing.email,
      existing.name,
      `${publicOrigin}/app/login`,
      `${publicOrigin}/app/forgot-password`,
    );
    await enqueueMail(tx, note, at);
    return { outcome: "addressInUse" as const, userId: existing.id, restaurantId: null };
  }

  const [user] = await tx
    .insert(users)
    .values({
      name: account.name,
      email: account.email,
      role: account.role,
      passwordHash: NO_PASSWORD_YET,
      emailVerifiedAt: null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("insert returned nothing");
  const restaurant = account.restaurant
    ? await createRestaurantForOwner(
        tx,
        {
          ownerId: user.id,
          name: account.restaurant.name,
          // The public contact address stays empty until the owner sets one: the login is never published.
          email: "",
          plan: account.restaurant.plan ?? null,
        },
        at,
      )
    : null;
  await queueVerificationMail(tx, publicOrigin, { id: user.id, email: account.email }, greeting, link, at);
  return { outcome: "created" as const, userId: user.id, restaurantId: restaurant?.id ?? null };
}
