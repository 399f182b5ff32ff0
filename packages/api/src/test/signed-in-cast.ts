import { beforeAll, beforeEach } from "vitest";
import { type Cast, type Role, seedCast } from "./fixtures.ts";
import { signInAll } from "./roles.ts";
import type { TestClient } from "./test-client.ts";
import type { TestContext } from "./test-context.ts";
import { resetDatabase } from "./test-database.ts";

export interface SignedInCast {
  /** The seeded people and restaurants (see `seedCast`). */
  cast: Cast;
  /** One signed-in client per role. */
  as: Record<Role, TestClient>;
}

/**
 * The common preamble of an API test file: seeds the cast and signs every role in, once for the file
 * (`"once"`, the default: signing in costs an argon2 check per role) or on a freshly reset database
 * before each test (`"each"`). The two objects returned stay the same; the hook fills them in before the
 * tests run, so a test reads `cast.restaurant.id` and `as.owner` as usual.
 */
export function signedInCast(ctx: TestContext, when: "once" | "each" = "once"): SignedInCast {
  // Empty until the hook below has run; no test can see them before that.
  const cast = {} as Cast;
  const as = {} as Record<Role, TestClient>;
  const seed = async () => {
    if (when === "each") await resetDatabase(ctx.db);
    Object.assign(cast, await seedCast(ctx.db));
    Object.assign(as, await signInAll(ctx, cast));
  };
  if (when === "each") beforeEach(seed);
  else beforeAll(seed);
  return { cast, as };
}
