import { adminAccountTexts } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";
import { createUser } from "../../test/fixtures.ts";
import { setupTestContext } from "../../test/test-context.ts";
import { activeAdminCount, lockAccountTarget } from "./active-admins.ts";

const ctx = await setupTestContext();
const first = await createUser(ctx.db, { email: "erste@test.example", role: "Admin" });
const second = await createUser(ctx.db, { email: "zweite@test.example", role: "Admin" });
const customer = await createUser(ctx.db, { email: "gast@test.example", role: "customer" });

const refusal = (userId: string, caller = first) =>
  ctx.db
    .transaction((tx) => lockAccountTarget(tx, caller, userId))
    .then(
      () => null,
      (error: unknown) => (error instanceof ApiError ? { status: error.status, code: error.code } : error),
    );

describe("lockAccountTarget", () => {
  it("given another account, returns it", async () => {
    const target = await ctx.db.transaction((tx) => lockAccountTarget(tx, first, customer.id));
    expect(target.email).toBe("gast@test.example");
    expect(await refusal(second.id)).toBeNull();
  });

  it("given the caller's own account or an unknown one, refuses with 409 not_self or 404", async () => {
    expect(await refusal(first.id)).toEqual({ status: 409, code: "not_self" });
    expect(await refusal("unbekannt")).toEqual({ status: 404, code: "not_found" });
  });

  it("given a target that is the last active admin (the caller was deactivated meanwhile), refuses with 409 last_admin", async () => {
    await ctx.db.update(users).set({ deactivatedAt: ctx.clock.now() }).where(eq(users.id, first.id));
    expect(await activeAdminCount(ctx.db)).toBe(1);
    const error = await ctx.db.transaction((tx) => lockAccountTarget(tx, first, second.id)).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: adminAccountTexts.lastAdmin,
      code: "last_admin",
    });
    // A deactivated admin is no longer counted and may be acted on.
    expect(await refusal(first.id, second)).toBeNull();
  });
});
