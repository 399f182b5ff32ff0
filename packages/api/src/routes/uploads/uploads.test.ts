import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { restaurants, uploads } from "../../db/schema/index.ts";
import { gradientPng } from "../../seed/banner-png.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { createSubuser, PASSWORD } from "../../test/fixtures.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { TestClient } from "../../test/test-client.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
const png = gradientPng([200, 0, 0], [0, 0, 200], 16, 8);

function bannerForm(
  bytes: Uint8Array,
  restaurantId = cast.restaurant.id,
  name = "banner.png",
  type = "image/png",
) {
  const form = new FormData();
  form.set("banner", new File([bytes], name, { type }));
  form.set("restaurantId", restaurantId);
  return form;
}

describe("banner upload", () => {
  it("given the owner and a PNG, stores it in the database and serves it with long caching", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 }, (c) =>
      c.request("POST", "/api/upload/banner", { body: bannerForm(png) }),
    );
    expect(await ctx.db.select().from(uploads)).toHaveLength(0);
    const response = await as.owner.request("POST", "/api/upload/banner", { body: bannerForm(png) });
    expect(response.status).toBe(201);
    const bannerUrl = String(response.body.bannerUrl);
    expect(bannerUrl).toMatch(/^\/api\/uploads\//);
    expect((await ctx.client().get(`/api/restaurants/${cast.restaurant.id}`)).body).toMatchObject({
      restaurant: { bannerUrl },
    });
    const image = await ctx.app.request(bannerUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(png));
    const etag = image.headers.get("etag") ?? "";
    expect((await ctx.app.request(bannerUrl, { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("given a file that is not an image by its bytes, answers 415 whatever its name says", async () => {
    const response = await as.owner.request("POST", "/api/upload/banner", {
      body: bannerForm(new TextEncoder().encode("<script>alert(1)</script>"), cast.restaurant.id, "bild.png"),
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe("Nur Bilddateien (JPEG, JPG, PNG, WEBP, GIF) sind erlaubt!");
  });

  it("given more than 10 MB, answers 413 with the required German text", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(png.subarray(0, 8));
    const response = await as.owner.request("POST", "/api/upload/banner", { body: bannerForm(big) });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe("Die Datei ist zu groß. Maximale Größe: 10MB");
  });

  it("given no file or JSON instead of multipart, answers 400 or 415", async () => {
    const form = new FormData();
    form.set("restaurantId", cast.restaurant.id);
    expect((await as.owner.request("POST", "/api/upload/banner", { body: form })).status).toBe(400);
    expect((await as.owner.post("/api/upload/banner", { banner: "x" })).status).toBe(415);
    expect((await as.owner.request("POST", "/api/upload/avatar", { body: form })).status).toBe(400);
  });

  it("given delete by restaurant id, removes the banner; strangers change nothing", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 }, (c) =>
      c.delete(`/api/upload/banner/${cast.restaurant.id}`),
    );
    const [before] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, cast.restaurant.id));
    expect(before?.bannerUploadId).not.toBeNull();
    expect((await as.owner.delete(`/api/upload/banner/${cast.restaurant.id}`)).body).toMatchObject({
      success: true,
    });
    const [after] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, cast.restaurant.id));
    expect(after?.bannerUploadId).toBeNull();
    expect(await ctx.db.select().from(uploads)).toHaveLength(0);
    expect((await as.owner.delete("/api/upload/banner/unbekannt")).status).toBe(404);
    expect((await ctx.client().get("/api/uploads/unbekannt")).status).toBe(404);
  });

  it("given a profile image from any signed-in user, stores it and answers its url", async () => {
    const form = new FormData();
    form.set("profileImage", new File([png], "ich.png", { type: "image/png" }));
    const response = await as.customer.request("POST", "/api/upload/profileImage", { body: form });
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/api\/uploads\//);
  });
});

describe("replaced images and the restaurant's quota", () => {
  const MB = 1024 * 1024;
  const profileForm = (bytes: Uint8Array = png) => {
    const form = new FormData();
    form.set("profileImage", new File([bytes], "ich.png", { type: "image/png" }));
    return form;
  };
  const uploadProfile = (client: TestClient, bytes?: Uint8Array) =>
    client.request("POST", "/api/upload/profileImage", { body: profileForm(bytes) });
  const idOf = (url: unknown) => String(url).replace("/api/uploads/", "");
  /** Stored images of the given size without storing the bytes (the quota counts `size`). */
  const storeSized = (ownerUserId: string, size: number, count = 1) =>
    ctx.db
      .insert(uploads)
      .values(
        Array.from({ length: count }, () => ({
          ownerUserId,
          contentType: "image/png",
          size,
          data: Buffer.from(png),
          createdAt: ctx.clock.now(),
        })),
      )
      .returning({ id: uploads.id });

  it("given a new banner, deletes the one it replaces", async () => {
    const first = await as.owner.request("POST", "/api/upload/banner", { body: bannerForm(png) });
    const second = await as.owner.request("POST", "/api/upload/banner", { body: bannerForm(png) });
    expect(second.status).toBe(201);
    const rows = await ctx.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.ownerUserId, cast.owner.id));
    expect(rows.map((row) => row.id)).toEqual([idOf(second.body.url)]);
    expect((await ctx.client().get(String(first.body.url))).status).toBe(404);
  });

  it("given a new profile image, deletes the user's previous one (and nobody else's)", async () => {
    const customerBefore = await ctx.db
      .select()
      .from(uploads)
      .where(eq(uploads.ownerUserId, cast.customer.id));
    const first = await uploadProfile(as.subuser);
    const second = await uploadProfile(as.subuser);
    expect([first.status, second.status]).toEqual([201, 201]);
    const rows = await ctx.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.ownerUserId, cast.subuser.id));
    expect(rows.map((row) => row.id)).toEqual([idOf(second.body.url)]);
    expect((await ctx.client().get(String(first.body.url))).status).toBe(404);
    expect((await ctx.client().get(String(second.body.url))).status).toBe(200);
    // The owner's banner stays; so do other accounts' images.
    const [restaurant] = await ctx.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, cast.restaurant.id));
    expect(restaurant?.bannerUploadId).not.toBeNull();
    expect(await ctx.db.select().from(uploads).where(eq(uploads.ownerUserId, cast.customer.id))).toEqual(
      customerBefore,
    );
  });

  it("given a restaurant's images at 25 MB, refuses one more byte with 413 and stores nothing; a replacement fits", async () => {
    const cook = await createSubuser(ctx.db, "koch@restauranta", {
      ownerId: cast.owner.id,
      restaurantId: cast.restaurant.id,
    });
    const asCook = new TestClient(ctx.app);
    await asCook.login(cook.email, PASSWORD);
    // Stored now: the banner (a small PNG), the waiter's profile image (a small PNG); fill up to 25 MB.
    const stored = await ctx.db.select().from(uploads);
    const restaurantBytes = stored
      .filter((row) => row.ownerUserId === cast.owner.id || row.ownerUserId === cast.subuser.id)
      .reduce((sum, row) => sum + row.size, 0);
    await storeSized(cast.owner.id, 25 * MB - restaurantBytes);
    const before = await ctx.db.select({ id: uploads.id }).from(uploads);

    const refused = await uploadProfile(asCook);
    expectAnswer(refused, 413, {
      success: false,
      code: "upload_quota_bytes",
      message:
        "Der Speicherplatz für Bilder ist voll (höchstens 25 MB je Restaurant). Bitte ersetzen Sie ein vorhandenes Bild oder wählen Sie ein kleineres.",
    });
    const bannerRefused = await as.owner.request("POST", "/api/upload/banner", {
      body: bannerForm(gradientPng([0, 0, 0], [255, 255, 255], 64, 64)),
    });
    expect(bannerRefused.status).toBe(413);
    expect(await ctx.db.select({ id: uploads.id }).from(uploads)).toEqual(before);
    // Another restaurant and a customer are not affected.
    const otherBanner = await as.otherOwner.request("POST", "/api/upload/banner", {
      body: bannerForm(png, cast.otherRestaurant.id),
    });
    expect(otherBanner.status).toBe(201);
    expect((await uploadProfile(as.customer)).status).toBe(201);
    // The same size again replaces the waiter's image: it fits.
    expect((await uploadProfile(as.subuser)).status).toBe(201);
  });

  it("given 20 images, refuses a further file with 409 and stores nothing; replacing one still works", async () => {
    // Start from the banner and the waiter's image: the owner's filler goes, 18 small ones take its place.
    const fillerRows = await ctx.db.select().from(uploads).where(eq(uploads.ownerUserId, cast.owner.id));
    const [restaurant] = await ctx.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, cast.restaurant.id));
    for (const row of fillerRows) {
      if (row.id !== restaurant?.bannerUploadId) await ctx.db.delete(uploads).where(eq(uploads.id, row.id));
    }
    await storeSized(cast.owner.id, 1000, 18);
    const cook = new TestClient(ctx.app);
    await cook.login("koch@restauranta", PASSWORD);
    const before = await ctx.db.select({ id: uploads.id }).from(uploads);

    const refused = await uploadProfile(cook);
    expectAnswer(refused, 409, {
      success: false,
      code: "upload_quota_files",
      message:
        "Es sind bereits 20 Bilder gespeichert, mehr sind je Restaurant nicht möglich. Bitte ersetzen Sie ein vorhandenes Bild.",
    });
    expect(await ctx.db.select({ id: uploads.id }).from(uploads)).toEqual(before);
    expect((await uploadProfile(as.subuser)).status).toBe(201);
    expect((await as.owner.request("POST", "/api/upload/banner", { body: bannerForm(png) })).status).toBe(
      201,
    );
  });
});
