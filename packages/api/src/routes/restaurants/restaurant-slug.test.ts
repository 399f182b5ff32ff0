import { bookingPageAddressTexts } from "@tischservice/core";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, restaurantSlugHistory, restaurants, users } from "../../db/schema/index.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { PASSWORD } from "../../test/fixtures.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx, "each");

const changeSlug = (role: "owner" | "otherOwner", slug: string) =>
  as[role].put(`/api/restaurants/${role === "owner" ? cast.restaurant.id : cast.otherRestaurant.id}`, {
    slug,
  });
const slugOf = async (id: string) =>
  (await ctx.db.select({ slug: restaurants.slug }).from(restaurants).where(eq(restaurants.id, id)))[0]?.slug;
const history = () =>
  ctx.db
    .select({ slug: restaurantSlugHistory.slug, restaurantId: restaurantSlugHistory.restaurantId })
    .from(restaurantSlugHistory)
    .orderBy(restaurantSlugHistory.slug);
const signIn = (email: string) =>
  ctx.client().post("/api/users/login", { email, password: PASSWORD, rememberMe: false });

describe("changing a restaurant's slug (PUT /api/restaurants/{restaurantId} with slug)", () => {
  it("given a free slug, saves it, keeps the old one in the history, renames the sub-users' logins and audits it", async () => {
    const response = await changeSlug("owner", " LaLuna ");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, restaurant: { slug: "laluna" } });
    expect(await history()).toEqual([{ slug: "restauranta", restaurantId: cast.restaurant.id }]);
    const [subuser] = await ctx.db.select().from(users).where(eq(users.id, cast.subuser.id));
    expect(subuser?.email).toBe("kellner@laluna");
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "restaurant_updated"), eq(auditLog.targetId, cast.restaurant.id)));
    expect(entry?.details).toMatchObject({ fields: "slug", previous: "restauranta" });
    // The sub-users' list shows the new logins.
    const list = await as.owner.get(`/api/users/subusers/${cast.owner.id}`);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain("kellner@laluna");
  });

  it("given the slug it has, changes nothing and keeps the history empty", async () => {
    expect((await changeSlug("owner", "restauranta")).status).toBe(200);
    expect(await history()).toEqual([]);
  });

  it("given another restaurant's current or former slug, answers 409 in German and changes nothing", async () => {
    expect((await changeSlug("owner", "laluna")).status).toBe(200);
    for (const taken of ["laluna", "restauranta"]) {
      const response = await changeSlug("otherOwner", taken);
      expectAnswer(response, 409, {
        success: false,
        code: "slug_taken",
        message: bookingPageAddressTexts.taken,
      });
    }
    expect(await slugOf(cast.otherRestaurant.id)).toBe("restaurantb");
    expect(await history()).toEqual([{ slug: "restauranta", restaurantId: cast.restaurant.id }]);
  });

  it("given a former slug of its own, takes it back out of the history", async () => {
    expect((await changeSlug("owner", "laluna")).status).toBe(200);
    expect((await changeSlug("owner", "sonne")).status).toBe(200);
    expect((await changeSlug("owner", "restauranta")).status).toBe(200);
    expect(await slugOf(cast.restaurant.id)).toBe("restauranta");
    expect(await history()).toEqual([
      { slug: "laluna", restaurantId: cast.restaurant.id },
      { slug: "sonne", restaurantId: cast.restaurant.id },
    ]);
    const [subuser] = await ctx.db.select().from(users).where(eq(users.id, cast.subuser.id));
    expect(subuser?.email).toBe("kellner@restauranta");
  });

  it("given a bad or reserved slug, answers 400 in German", async () => {
    for (const [slug, message] of [
      ["la-luna", bookingPageAddressTexts.shape],
      ["admin", bookingPageAddressTexts.reserved],
      ["a".repeat(21), bookingPageAddressTexts.tooLong],
    ] as const) {
      const response = await changeSlug("owner", slug);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    expect(await slugOf(cast.restaurant.id)).toBe("restauranta");
  });

  it("given a sub-user, refuses the change (their own logins depend on it)", async () => {
    const response = await as.subuser.put(`/api/restaurants/${cast.restaurant.id}`, { slug: "meins" });
    expect(response.status).toBe(403);
    expect(await slugOf(cast.restaurant.id)).toBe("restauranta");
  });

  it("given two restaurants claiming the same slug at once, one wins and the other gets 409, never a 500", async () => {
    for (const round of [1, 2, 3]) {
      const slug = `gemeinsam${round}`;
      const [a, b] = await Promise.all([changeSlug("owner", slug), changeSlug("otherOwner", slug)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body).toMatchObject({ code: "slug_taken" });
      const holders = await ctx.db.select().from(restaurants).where(eq(restaurants.slug, slug));
      expect(holders).toHaveLength(1);
    }
  });

  it("given one restaurant giving a slug up while another claims it, the claim never takes it over", async () => {
    const [giveUp, claim] = await Promise.all([
      changeSlug("owner", "neuername"),
      changeSlug("otherOwner", "restauranta"),
    ]);
    expect(giveUp.status).toBe(200);
    // Either the claim ran first (the slug was still held) or after (the slug is in the history): 409.
    expect(claim.status).toBe(409);
    expect(await slugOf(cast.otherRestaurant.id)).toBe("restaurantb");
  });
});

describe("signing in after a slug change", () => {
  it("given a sub-user's login with the old or the new slug, signs in; another restaurant's old slug does not", async () => {
    expect((await changeSlug("owner", "laluna")).status).toBe(200);
    const withNew = await signIn("kellner@laluna");
    expect(withNew.status).toBe(200);
    const withOld = await signIn("kellner@restauranta");
    expect(withOld.status).toBe(200);
    expect(withOld.body).toMatchObject({ user: { _id: cast.subuser.id } });
    expect((await signIn("kellner@restaurantb")).status).toBe(401);
    const wrongPassword = await ctx
      .client()
      .post("/api/users/login", { email: "kellner@restauranta", password: "falsch", rememberMe: false });
    expect(wrongPassword.status).toBe(401);
  });

  it("given two changes in a row, the first slug still signs the sub-user in", async () => {
    expect((await changeSlug("owner", "laluna")).status).toBe(200);
    expect((await changeSlug("owner", "sonne")).status).toBe(200);
    expect((await signIn("kellner@restauranta")).status).toBe(200);
    expect((await signIn("kellner@laluna")).status).toBe(200);
    expect((await signIn("kellner@sonne")).status).toBe(200);
  });
});
