import { desc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { insertPartnerRestaurants } from "../../seed/partner-restaurants.ts";
import { allCursorPages } from "../../test/cursor-pages.ts";
import { cachedHash, PASSWORD } from "../../test/fixtures.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import type { TestClient } from "../../test/test-client.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { as } = signedInCast(ctx);

type Account = { _id: string; name: string; email: string; role: string };
type Page = { success: boolean; data: Account[]; nextCursor: string | null; total: number | null };

beforeAll(async () => {
  // Thirty owners more (each with a restaurant): the list no longer fits on one page.
  await insertPartnerRestaurants(ctx.db, {
    count: 30,
    createdAt: ctx.clock.now(),
    passwordHash: await cachedHash(PASSWORD),
    prefix: "konto",
  });
});

/** Every page of a search, following `nextCursor`; `between` runs after each page. */
const allPages = (client: TestClient, query: string, between?: (index: number) => Promise<void>) =>
  allCursorPages<Page>(client, "/api/users", query, between);

const emailsOf = (pages: Page[]) => pages.flatMap((p) => p.data.map((u) => u.email));

describe("GET /api/users in pages", () => {
  it("given anyone but an admin, refuses a page as it refuses the list", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, subuser: 403, owner: 403, admin: 200 }, (c) =>
      c.get("/api/users?limit=5"),
    );
  });

  it("given an admin paging, covers every account exactly once in the whole list's order, even with sign-ups meanwhile", async () => {
    const whole = (await as.admin.get<Page>("/api/users")).body;
    expect(whole).not.toHaveProperty("nextCursor");
    const before = whole.data.map((u) => u.email);
    expect(before.length).toBeGreaterThan(30);
    const [latest] = await ctx.db
      .select({ at: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(1);
    const signUpAt = new Date(Math.max(ctx.clock.now().getTime(), latest?.at.getTime() ?? 0) + 86_400_000);
    const pages = await allPages(as.admin, "limit=8", async (index) => {
      if (index === 2) {
        await insertPartnerRestaurants(ctx.db, {
          count: 2,
          createdAt: signUpAt,
          passwordHash: await cachedHash(PASSWORD),
          prefix: "spaet",
        });
      }
    });
    const emails = emailsOf(pages);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.slice(0, before.length)).toEqual(before);
    expect(emails.slice(before.length)).toEqual(["inhaber@spaet0001.example", "inhaber@spaet0002.example"]);
    expect(pages[0]?.total).toBe(before.length);
    expect(pages.slice(1).every((p) => p.total === null)).toBe(true);
    expect(JSON.stringify(pages)).not.toMatch(/password|argon2/i);
  });

  it("given a search, finds name or address in any case, each word somewhere", async () => {
    const owners = emailsOf(await allPages(as.admin, "q=KONTO00&limit=50"));
    expect(owners).toHaveLength(30);
    expect(owners.every((email) => email.startsWith("inhaber@konto00"))).toBe(true);
    const admin = await as.admin.get<Page>("/api/users?q=ada%20admin");
    expect(admin.body).toMatchObject({ data: [{ email: "admin@test.example" }], nextCursor: null, total: 1 });
    const byAddress = await as.admin.get<Page>("/api/users?q=owner%40a.example");
    expect(byAddress.body.data.map((u) => u.email)).toEqual(["owner@a.example"]);
    const none = await as.admin.get<Page>("/api/users?q=niemand");
    expect(none.body).toMatchObject({ success: true, data: [], nextCursor: null, total: 0 });
  });

  it("given bad parameters, answers 400 in German and changes nothing", async () => {
    const before = (await ctx.db.select().from(users)).length;
    for (const [query, message] of [
      ["limit=0", "Pro Seite sind 1 bis 50 Einträge möglich."],
      ["limit=100", "Pro Seite sind 1 bis 50 Einträge möglich."],
      [`q=${"a".repeat(101)}`, "Der Suchbegriff darf höchstens 100 Zeichen lang sein."],
      ["cursor=%E2%9C%93", "Die Seitenangabe ist ungültig. Bitte laden Sie die Liste neu."],
    ] as const) {
      const response = await as.admin.get(`/api/users?${query}`);
      expect({ query, status: response.status, message: response.body.message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
    expect((await ctx.db.select().from(users)).length).toBe(before);
  });
});
