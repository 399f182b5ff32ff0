import { beforeAll, describe, expect, it } from "vitest";
import { hashDemoPasswords } from "../../seed/demo.ts";
import { seedDemoData } from "../../seed/seed-demo-data.ts";
import { restaurantSignup, verificationTokenFor } from "../../test/signup-helpers.ts";
import type { TestClient } from "../../test/test-client.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const SUBUSER_PASSWORD = "Kellner#2026";

let demoOwner: TestClient;
let demoTrattoriaId: string;
let lookalike: TestClient;
let lookalikeId: string;

beforeAll(async () => {
  // The demo data first: seeding refuses a database with accounts of its own.
  expect(
    (await seedDemoData(ctx.db, { now: ctx.clock.now(), hashes: await hashDemoPasswords() })).status,
  ).toBe("seeded");
  demoOwner = ctx.client();
  await demoOwner.login("inhaber@trattoria.example", "Gastro#2026");
  demoTrattoriaId = ((await demoOwner.get("/api/users/me")).body.user as { restaurantId: string })
    .restaurantId;

  // Someone signs up a restaurant of the same name as the demo's Trattoria and verifies the address.
  const signup = restaurantSignup({ email: "nachahmer@trattoria.example", restaurantName: "Trattoria Demo" });
  expect((await ctx.client().post("/api/signup/restaurant", signup)).status).toBe(201);
  lookalike = ctx.client();
  const token = await verificationTokenFor(ctx, signup.email);
  expect((await lookalike.post("/api/signup/verify", { token })).status).toBe(200);
  lookalikeId = ((await lookalike.get("/api/users/me")).body.user as { restaurantId: string }).restaurantId;
});

describe("sub-user logins of two restaurants of the same name", () => {
  it("given a sign-up named like the demo's Trattoria, it gets its own slug and its sub-users logins of it", async () => {
    const demo = await ctx.client().get(`/api/restaurants/${demoTrattoriaId}`);
    expect(demo.body.data).toMatchObject({ name: "Trattoria Demo", slug: "trattoriademo" });
    const copy = await ctx.client().get(`/api/restaurants/${lookalikeId}`);
    expect(copy.body.data).toMatchObject({ name: "Trattoria Demo", slug: "trattoriademo2" });

    const created = await lookalike.post("/api/users/subuser", {
      username: "kellner",
      password: SUBUSER_PASSWORD,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ loginUsername: "kellner@trattoriademo2" });
    const signedIn = await ctx.client().login("kellner@trattoriademo2", SUBUSER_PASSWORD);
    expect(signedIn.body).toMatchObject({ user: { isSubuser: true, restaurantId: lookalikeId } });

    // The demo's logins stay the demo's: its sub-user signs in, and its own "kellner" is still free.
    const service = await ctx.client().login("service@trattoriademo", "Service#2026");
    expect(service.body).toMatchObject({ user: { isSubuser: true, restaurantId: demoTrattoriaId } });
    const demoKellner = await demoOwner.post("/api/users/subuser", {
      username: "kellner",
      password: SUBUSER_PASSWORD,
    });
    expect(demoKellner.status).toBe(201);
    expect(demoKellner.body).toMatchObject({ loginUsername: "kellner@trattoriademo" });
  });

  it("given a rename, keeps the slug: new sub-users get logins of the slug, not of the new name", async () => {
    const renamed = await lookalike.put(`/api/restaurants/${lookalikeId}`, { name: "Osteria Nuova" });
    expect(renamed.status).toBe(200);
    const restaurant = await ctx.client().get(`/api/restaurants/${lookalikeId}`);
    expect(restaurant.body.data).toMatchObject({ name: "Osteria Nuova", slug: "trattoriademo2" });
    const created = await lookalike.post("/api/users/subuser", {
      username: "theke",
      password: SUBUSER_PASSWORD,
    });
    expect(created.body).toMatchObject({ loginUsername: "theke@trattoriademo2" });

    // Renaming the demo's Trattoria neither frees its slug nor moves its sub-users' logins.
    expect(
      (await demoOwner.put(`/api/restaurants/${demoTrattoriaId}`, { name: "Osteria Nuova" })).status,
    ).toBe(200);
    const demoTheke = await demoOwner.post("/api/users/subuser", {
      username: "theke",
      password: SUBUSER_PASSWORD,
    });
    expect(demoTheke.body).toMatchObject({ loginUsername: "theke@trattoriademo" });
  });
});
