import { hash, verify } from "@node-rs/argon2";

/** Argon2id (the library's default algorithm) with its recommended cost: 19 MiB, 2 passes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

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
