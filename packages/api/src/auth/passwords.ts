import { hash, verify } from "@node-rs/argon2";

/** Argon2id (the library's default algorithm) with its recommended cost: 19 MiB, 2 passes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Stored for an account whose password is not set yet (a sign-up before its verification link is used):
 * not an argon2 hash, so `verifyPassword` accepts no password for it.
 */
export const NO_PASSWORD_YET = "!unset";

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("tischservice-kein-konto");
  return dummyHash;
}
