import { desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { restaurants, users } from "../../db/schema/index.ts";
import { insertPartnerRestaurants, partnerRestaurantFields } from "../../seed/partner-restaurants.ts";
import { allCursorPages } from "../../test/cursor-pages.ts";
import { cachedHash, PASSWORD } from "../../test/fixtures.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import type { TestClient } from "../../test/test-client.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);

type Listed = {
  _id: string;
  name: string;
  listed?: boolean;
  ownerName?: string;
  ownerEmail?: string;
};
type Page = {
  success: boolean;
  data: Listed[];
  restaurants: Listed[];
  nextCursor: string | null;
  total: number | null;
};

const PARTNERS = 45;
let partnerIds: string[] = [];
/** Partners the public never sees: one hidden by an admin, one whose owner is unconfirmed, one deactivated. */
let unseenIds: string[] = [];

beforeAll(async () => {
  const passwordHash = await cachedHash(PASSWORD);
  partnerIds = await insertPartnerRestaurants(ctx.db, {
    count: PARTNERS,
    createdAt: ctx.clock.now(),
    passwordHash,
    prefix: "seite",
  });
  unseenIds = await insertPartnerRestaurants(ctx.db, {
    count: 3,
    createdAt: ctx.clock.now(),
    passwordHash,
    prefix: "unsicht",
  });
  const [hidden, unconfirmed, deactivated] = await ctx.db
    .select()
    .from(restaurants)
    .where(inArray(restaurants.id, unseenIds))
    .orderBy(restaurants.name);
  if (!hidden || !unconfirmed || !deactivated) throw new Error("unseen partners missing");
  await ctx.db.update(restaurants).set({ listed: false }).where(eq(restaurants.id, hidden.id));
  await ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unconfirmed.ownerId));
  await ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, deactivated.ownerId));
});

const page = (client: TestClient, query: string) => client.get<Page>(`/api/restaurants?${query}`);

/** Every page of a search, `limit` at a time, following `nextCursor`; `between` runs after each page. */
const allPages = (client: TestClient, query: string, between?: (index: number) => Promise<void>) =>
  allCursorPages<Page>(client, "/api/restaurants", query, between);

const namesOf = (pages: Page[]) => pages.flatMap((p) => p.data.map((r) => r.name));

describe("GET /api/restaurants without parameters (integrations)", () => {
  it("given no parameter, answers the whole list as integrations expect it: no cursor, no total", async () => {
    const response = await as.anonymous.get<Page>("/api/restaurants");
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(PARTNERS + 2);
    expect(response.body.restaurants).toEqual(response.body.data);
    expect(response.body).not.toHaveProperty("nextCursor");
    expect(response.body).not.toHaveProperty("total");
  });
});

describe("GET /api/restaurants in pages", () => {
  it("given limit=6 (the landing page), answers the first six of the list and the cursor, and counts nothing", async () => {
    const whole = (await as.anonymous.get<Page>("/api/restaurants")).body.data.map((r) => r.name);
    const response = await page(as.anonymous, "limit=6");
    expect(response.body.data.map((r) => r.name)).toEqual(whole.slice(0, 6));
    expect(response.body.restaurants).toEqual(response.body.data);
    expect(response.body.nextCursor).toEqual(expect.any(String));
    // Counting every partner for each visit would cost what the page saves.
    expect(response.body.total).toBeNull();
  });

  it("given a cursor after each page, covers every listed restaurant exactly once, in the list's order", async () => {
    const whole = (await as.anonymous.get<Page>("/api/restaurants")).body.data.map((r) => r.name);
    const pages = await allPages(as.anonymous, "limit=7");
    expect(namesOf(pages)).toEqual(whole);
    expect(pages).toHaveLength(Math.ceil((PARTNERS + 2) / 7));
    expect(pages.every((p) => p.total === null)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it("given restaurants signing up while paging, still answers each one there before exactly once", async () => {
    const before = (await as.anonymous.get<Page>("/api/restaurants")).body.data.map((r) => r.name);
    const passwordHash = await cachedHash(PASSWORD);
    // A sign-up is stamped with the time it happens: after every restaurant there before.
    const [latest] = await ctx.db
      .select({ at: restaurants.createdAt })
      .from(restaurants)
      .orderBy(desc(restaurants.createdAt))
      .limit(1);
    const signUpAt = new Date((latest?.at ?? ctx.clock.now()).getTime() + 60_000);
    let added: string[] = [];
    try {
      const pages = await allPages(as.anonymous, "limit=10", async (index) => {
        if (index !== 1) return;
        added = await insertPartnerRestaurants(ctx.db, {
          count: 3,
          createdAt: signUpAt,
          passwordHash,
          prefix: "neu",
        });
      });
      const names = namesOf(pages);
      expect(new Set(names).size).toBe(names.length);
      expect(names.slice(0, before.length)).toEqual(before);
      expect(names.slice(before.length).sort()).toEqual([
        "Gasthaus neu 0002",
        "Taverna neu 0003",
        "Trattoria neu 0001",
      ]);
    } finally {
      await ctx.db.delete(users).where(inArray(users.restaurantId, added));
    }
  });

  it("given a search, finds name, street, city and cuisine in any case, each word somewhere", async () => {
    const fields = Array.from({ length: PARTNERS }, (_, index) => partnerRestaurantFields("seite", index));
    const expectNames = async (q: string, expected: string[]) => {
      const pages = await allPages(as.anonymous, `q=${encodeURIComponent(q)}&limit=50`);
      expect({ q, names: namesOf(pages).sort() }).toEqual({ q, names: [...expected].sort() });
      expect(pages[0]?.total).toBe(expected.length);
    };
    await expectNames(
      "HAMBURG",
      fields.filter((f) => f.address.includes("Hamburg")).map((f) => f.name),
    );
    await expectNames(
      "trattoria",
      fields.filter((f) => f.name.startsWith("Trattoria")).map((f) => f.name),
    );
    await expectNames(
      "lindenallee",
      fields.filter((f) => f.address.startsWith("Lindenallee")).map((f) => f.name),
    );
    await expectNames(
      "vegan köln",
      fields.filter((f) => f.cuisine === "Vegan" && f.address.endsWith("Köln")).map((f) => f.name),
    );
    await expectNames("restaurant", ["Restaurant A", "Restaurant B"]);
    const none = await page(as.anonymous, "q=Atlantis");
    expect(none.body).toMatchObject({ success: true, data: [], restaurants: [], nextCursor: null, total: 0 });
  });

  it("given a search paged in small pages, covers its matches exactly once", async () => {
    const all = namesOf(await allPages(as.anonymous, "q=berlin&limit=50"));
    expect(all.length).toBeGreaterThan(4);
    expect(namesOf(await allPages(as.anonymous, "q=berlin&limit=2"))).toEqual(all);
  });

  it("given anyone but an admin, never answers a hidden or unconfirmed partner, nor the owner's data", async () => {
    for (const role of ["anonymous", "customer", "owner", "subuser"] as const) {
      const pages = await allPages(as[role], "limit=50");
      const ids = pages.flatMap((p) => p.data.map((r) => r._id));
      expect({ role, unseen: ids.filter((id) => unseenIds.includes(id)) }).toEqual({ role, unseen: [] });
      const searched = await page(as[role], "q=unsicht");
      expect({ role, found: searched.body.data }).toEqual({ role, found: [] });
      expect(pages[0]?.data[0]).not.toHaveProperty("ownerEmail");
      expect(pages[0]?.data[0]).not.toHaveProperty("listed");
    }
  });

  it("given an admin, pages every restaurant with its listing and its owner's name and login", async () => {
    const pages = await allPages(as.admin, "limit=20");
    const rows = pages.flatMap((p) => p.data);
    expect(rows).toHaveLength(PARTNERS + 5);
    expect(rows.filter((r) => unseenIds.includes(r._id))).toHaveLength(3);
    expect(rows.find((r) => r._id === cast.restaurant.id)).toMatchObject({
      name: "Restaurant A",
      listed: true,
      ownerName: "Olga Owner",
      ownerEmail: "owner@a.example",
    });
    expect(pages[0]?.total).toBe(PARTNERS + 5);
    expect(pages.slice(1).every((p) => p.total === null)).toBe(true);
    const searched = await page(as.admin, "q=unsicht");
    expect(searched.body.data.map((r) => r.listed).sort()).toEqual([false, true, true]);
    expect(partnerIds).toHaveLength(PARTNERS);
  });

  it("given bad parameters, answers 400 in German with the field and changes nothing", async () => {
    const countBefore = (await ctx.db.select().from(restaurants)).length;
    const bad = [
      ["limit=0", "limit", "Pro Seite sind 1 bis 50 Einträge möglich."],
      ["limit=51", "limit", "Pro Seite sind 1 bis 50 Einträge möglich."],
      ["limit=viele", "limit", "Pro Seite sind 1 bis 50 Einträge möglich."],
      [`q=${"x".repeat(101)}`, "q", "Der Suchbegriff darf höchstens 100 Zeichen lang sein."],
      ["cursor=", "cursor", "Die Seitenangabe ist ungültig. Bitte laden Sie die Liste neu."],
      ["cursor=kaputt", "cursor", "Die Seitenangabe ist ungültig. Bitte laden Sie die Liste neu."],
      [
        `cursor=${Buffer.from(JSON.stringify(["gestern", "A", "r"])).toString("base64url")}`,
        "cursor",
        "Die Seitenangabe ist ungültig. Bitte laden Sie die Liste neu.",
      ],
    ] as const;
    for (const [query, path, message] of bad) {
      const response = await page(as.anonymous, query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.body).toMatchObject({ success: false, message, code: "validation" });
      expect((response.body as unknown as { errors: Array<{ path: string }> }).errors).toEqual([
        expect.objectContaining({ path, message }),
      ]);
    }
    expect((await ctx.db.select().from(restaurants)).length).toBe(countBefore);
  });
});
