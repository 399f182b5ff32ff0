import { expect } from "vitest";
import type { Cast, Role } from "./fixtures.ts";
import type { TestClient, TestResponse } from "./test-client.ts";
import type { TestContext } from "./test-context.ts";

export const allRoles: Role[] = ["anonymous", "customer", "otherOwner", "subuser", "owner", "admin"];

/** One signed-in client per role, made once per test file (signing in costs an argon2 check). */
export async function signInAll(ctx: TestContext, cast: Cast): Promise<Record<Role, TestClient>> {
  const entries = await Promise.all(allRoles.map(async (role) => [role, await ctx.as(role, cast)] as const));
  return Object.fromEntries(entries) as Record<Role, TestClient>;
}

/**
 * Sends the same request as each role and checks each status; refusals must carry a German message.
 * Roles are tried in the order given, so put the allowed (changing) ones last.
 */
export async function expectStatuses(
  clients: Record<Role, TestClient>,
  expected: Partial<Record<Role, number>>,
  send: (client: TestClient, role: Role) => Promise<TestResponse>,
): Promise<void> {
  for (const [role, status] of Object.entries(expected) as Array<[Role, number]>) {
    const response = await send(clients[role], role);
    expect({
      role,
      status: response.status,
      body: response.status >= 400 ? response.body : undefined,
    }).toMatchObject({
      role,
      status,
    });
    if (status >= 400) expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
  }
}
